import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { startDashboardRequest } from '../features/affiliate/api/dashboard-early-request.ts';
import { paths } from '../lib/paths.ts';
import { RequireAdmin, RequireUser, SuperAdminHome } from './guards.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteError } from './route-error.tsx';

/**
 * What the server reads of a route (entry-server.tsx): `prerender` pages are rendered into
 * the HTML before any JavaScript (public, the same for every visitor); `notFound` pages
 * answer HTTP 404.
 */
export interface RouteHandle {
  prerender?: boolean;
  notFound?: boolean;
}
const PRERENDERED: RouteHandle = { prerender: true };
const PRERENDERED_NOT_FOUND: RouteHandle = { prerender: true, notFound: true };
const NOT_FOUND: RouteHandle = { notFound: true };

/*
 * Every page is a lazy route: its code is fetched on first visit, so the home page
 * ships only the shell and itself, and the back office's chunks (layout and pages)
 * never reach the public pages. RequireUser and RequireAdmin are tiny and stay eager.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: () => null,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            element: <SuperAdminHome />,
            errorElement: <RouteError />,
            children: [
              {
                index: true,
                handle: PRERENDERED,
                lazy: async () => ({
                  Component: (await import('../features/home/home-page.tsx')).HomePage,
                }),
              },
              {
                path: paths.residencies,
                handle: PRERENDERED,
                lazy: async () => ({
                  Component: (await import('../features/rooms/residencies-page.tsx'))
                    .ResidenciesPage,
                }),
              },
              {
                path: paths.roomPattern,
                handle: PRERENDERED,
                lazy: async () => ({
                  Component: (await import('../features/rooms/room-detail-page.tsx'))
                    .RoomDetailPage,
                }),
              },
              {
                path: paths.twoBedroom,
                handle: PRERENDERED,
                lazy: async () => ({
                  Component: (await import('../features/rooms/two-bedroom-page.tsx'))
                    .TwoBedroomPage,
                }),
              },
              {
                path: paths.about,
                handle: PRERENDERED,
                lazy: async () => ({
                  Component: (await import('../features/about/about-page.tsx')).AboutPage,
                }),
              },
              {
                path: paths.contact,
                handle: PRERENDERED,
                lazy: async () => ({
                  Component: (await import('../features/contact/contact-page.tsx')).ContactPage,
                }),
              },
              {
                path: paths.menu,
                handle: PRERENDERED,
                lazy: async () => ({
                  Component: (await import('../features/menu/menu-page.tsx')).MenuPage,
                }),
              },
              {
                path: paths.policies,
                lazy: async () => ({
                  Component: (await import('../features/policies/policies-page.tsx')).PoliciesPage,
                }),
              },
              {
                path: paths.login,
                handle: PRERENDERED,
                lazy: async () => ({
                  Component: (await import('../features/auth/login-page.tsx')).LoginPage,
                }),
              },
              {
                path: paths.signup,
                lazy: async () => ({
                  Component: (await import('../features/auth/signup-page.tsx')).SignupPage,
                }),
              },
              {
                path: paths.authChoice,
                lazy: async () => ({
                  Component: (await import('../features/auth/auth-choice-page.tsx')).AuthChoicePage,
                }),
              },
              {
                path: paths.verification,
                lazy: async () => ({
                  Component: (await import('../features/auth/verification-page.tsx'))
                    .VerificationPage,
                }),
              },
              {
                path: paths.forgotPassword,
                lazy: async () => ({
                  Component: (await import('../features/auth/forgot-password-page.tsx'))
                    .ForgotPasswordPage,
                }),
              },
              {
                path: paths.resetPassword,
                lazy: async () => ({
                  Component: (await import('../features/auth/reset-password-page.tsx'))
                    .ResetPasswordPage,
                }),
              },
              {
                path: paths.paymentCallback,
                lazy: async () => ({
                  Component: (await import('../features/payments/payment-callback-page.tsx'))
                    .PaymentCallbackPage,
                }),
              },
              {
                path: paths.paymentSuccess,
                lazy: async () => ({
                  Component: (await import('../features/reservations/payment-success-page.tsx'))
                    .PaymentSuccessPage,
                }),
              },
              {
                path: paths.paymentFailed,
                lazy: async () => ({
                  Component: (await import('../features/payments/payment-failed-page.tsx'))
                    .PaymentFailedPage,
                }),
              },
              {
                path: paths.findBooking,
                lazy: async () => ({
                  Component: (await import('../features/find-booking/find-booking-page.tsx'))
                    .FindBookingPage,
                }),
              },
              {
                path: paths.affiliateAssets,
                lazy: async () => ({
                  Component: (await import('../features/affiliate/affiliate-assets-page.tsx'))
                    .AffiliateAssetsPage,
                }),
              },
              {
                path: paths.affiliateSupport,
                lazy: async () => ({
                  Component: (await import('../features/affiliate/affiliate-support-page.tsx'))
                    .AffiliateSupportPage,
                }),
              },
              {
                element: <RequireUser />,
                children: [
                  {
                    path: paths.affiliateRegister,
                    lazy: async () => ({
                      Component: (await import('../features/affiliate/affiliate-register-page.tsx'))
                        .AffiliateRegisterPage,
                    }),
                  },
                  {
                    path: paths.affiliateDashboard,
                    // The page's data is asked for with its code, not after it (LCP).
                    lazy: async () => {
                      startDashboardRequest();
                      return {
                        Component: (
                          await import('../features/affiliate/affiliate-dashboard-page.tsx')
                        ).AffiliateDashboardPage,
                      };
                    },
                  },
                  {
                    path: paths.profile,
                    lazy: async () => ({
                      Component: (await import('../features/profile/profile-page.tsx')).ProfilePage,
                    }),
                  },
                  {
                    path: paths.reservationPattern,
                    lazy: async () => ({
                      Component: (
                        await import('../features/reservations/reservation-details-page.tsx')
                      ).ReservationDetailsPage,
                    }),
                  },
                ],
              },
              {
                path: '*',
                handle: PRERENDERED_NOT_FOUND,
                lazy: async () => ({
                  Component: (await import('../features/not-found/not-found-page.tsx'))
                    .NotFoundPage,
                }),
              },
            ],
          },
        ],
      },
      {
        path: paths.adminLogin,
        errorElement: <RouteError />,
        lazy: async () => ({
          Component: (await import('../features/auth/admin-login-page.tsx')).AdminLoginPage,
        }),
      },
      {
        path: '/admin',
        element: <RequireAdmin />,
        errorElement: <RouteError />,
        children: [
          {
            lazy: async () => ({
              Component: (await import('./layouts/admin-layout.tsx')).AdminLayout,
            }),
            children: [
              { index: true, element: <Navigate to={paths.adminBookings} replace /> },
              {
                path: paths.adminBookings,
                lazy: async () => ({
                  Component: (
                    await import('../features/admin/bookings/booking-management-page.tsx')
                  ).BookingManagementPage,
                }),
              },
              {
                path: paths.adminBookingPattern,
                lazy: async () => ({
                  Component: (await import('../features/admin/bookings/booking-details-page.tsx'))
                    .AdminBookingDetailsPage,
                }),
              },
              {
                path: paths.adminCalendar,
                lazy: async () => ({
                  Component: (
                    await import('../features/admin/calendar/occupancy-calendar-page.tsx')
                  ).OccupancyCalendarPage,
                }),
              },
              {
                path: paths.adminRooms,
                lazy: async () => ({
                  Component: (await import('../features/admin/rooms/room-management-page.tsx'))
                    .RoomManagementPage,
                }),
              },
              {
                path: paths.adminRoomPattern,
                lazy: async () => ({
                  Component: (await import('../features/admin/rooms/room-details-page.tsx'))
                    .AdminRoomDetailsPage,
                }),
              },
              {
                path: paths.adminRoomTypes,
                lazy: async () => ({
                  Component: (await import('../features/admin/room-types/room-types-page.tsx'))
                    .RoomTypesPage,
                }),
              },
              {
                path: paths.adminAffiliates,
                lazy: async () => ({
                  Component: (await import('../features/admin/affiliates/affiliates-page.tsx'))
                    .AdminAffiliatesPage,
                }),
              },
              {
                path: paths.adminActionLog,
                lazy: async () => ({
                  Component: (await import('../features/admin/action-log/action-log-page.tsx'))
                    .ActionLogPage,
                }),
              },
              {
                path: paths.adminPayments,
                lazy: async () => ({
                  Component: (await import('../features/admin/payments/payments-page.tsx'))
                    .PaymentsPage,
                }),
              },
              {
                path: paths.adminUsers,
                lazy: async () => ({
                  Component: (await import('../features/admin/users/user-management-page.tsx'))
                    .UserManagementPage,
                }),
              },
              // The profile needs a user: the bare path goes back to the list.
              {
                path: paths.adminUserProfile,
                element: <Navigate to={paths.adminUsers} replace />,
              },
              {
                path: paths.adminUserPattern,
                lazy: async () => ({
                  Component: (await import('../features/admin/users/user-profile-page.tsx'))
                    .UserProfilePage,
                }),
              },
              {
                path: paths.adminPolicies,
                lazy: async () => ({
                  Component: (await import('../features/admin/policies/admin-policies-page.tsx'))
                    .AdminPoliciesPage,
                }),
              },
              {
                path: paths.adminSettings,
                lazy: async () => ({
                  Component: (await import('../features/admin/settings/admin-settings-page.tsx'))
                    .AdminSettingsPage,
                }),
              },
              {
                path: '*',
                handle: NOT_FOUND,
                lazy: async () => ({
                  Component: (await import('../features/admin/admin-not-found-page.tsx'))
                    .AdminNotFoundPage,
                }),
              },
            ],
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

/**
 * Loads the code of the lazy routes that match `location`, so the browser can hydrate the
 * server's HTML in one go: a lazy route would render nothing (the HydrateFallback) first.
 */
export async function loadRoutesFor(location: string): Promise<void> {
  const lazyMatches = matchRoutes(routes, location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
}
