import type { RouteObject } from 'react-router';
import { startDashboardRequest } from '../features/affiliate/api/dashboard-early-request.ts';
import { paths } from '../lib/paths.ts';
import { RequireUser } from './guards.tsx';
import { PRERENDERED, PRERENDERED_NOT_FOUND } from './route-handles.ts';

/**
 * The public site's pages, each a lazy route (router.tsx), and the account pages behind
 * RequireUser; the last one answers any other path with the 404 page.
 */
export const publicPages: RouteObject[] = [
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
      Component: (await import('../features/rooms/residencies-page.tsx')).ResidenciesPage,
    }),
  },
  {
    path: paths.roomPattern,
    handle: PRERENDERED,
    lazy: async () => ({
      Component: (await import('./room-detail-route.tsx')).RoomDetailRoute,
    }),
  },
  {
    path: paths.twoBedroom,
    handle: PRERENDERED,
    lazy: async () => ({
      Component: (await import('./two-bedroom-route.tsx')).TwoBedroomRoute,
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
      Component: (await import('../features/auth/verification-page.tsx')).VerificationPage,
    }),
  },
  {
    path: paths.forgotPassword,
    lazy: async () => ({
      Component: (await import('../features/auth/forgot-password-page.tsx')).ForgotPasswordPage,
    }),
  },
  {
    path: paths.resetPassword,
    lazy: async () => ({
      Component: (await import('../features/auth/reset-password-page.tsx')).ResetPasswordPage,
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
      Component: (await import('../features/payments/payment-failed-page.tsx')).PaymentFailedPage,
    }),
  },
  {
    path: paths.findBooking,
    lazy: async () => ({
      Component: (await import('../features/find-booking/find-booking-page.tsx')).FindBookingPage,
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
            Component: (await import('../features/affiliate/affiliate-dashboard-page.tsx'))
              .AffiliateDashboardPage,
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
          Component: (await import('../features/reservations/reservation-details-page.tsx'))
            .ReservationDetailsPage,
        }),
      },
    ],
  },
  {
    path: '*',
    handle: PRERENDERED_NOT_FOUND,
    lazy: async () => ({
      Component: (await import('../features/not-found/not-found-page.tsx')).NotFoundPage,
    }),
  },
];
