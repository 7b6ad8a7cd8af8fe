import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../lib/paths.ts';
import { NOT_FOUND } from './route-handles.ts';

/** The back office's pages, each a lazy route inside the admin layout (router.tsx). */
export const adminPages: RouteObject[] = [
  { index: true, element: <Navigate to={paths.adminBookings} replace /> },
  {
    path: paths.adminBookings,
    lazy: async () => ({
      Component: (await import('../features/admin/bookings/booking-management-page.tsx'))
        .BookingManagementPage,
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
      Component: (await import('../features/admin/calendar/occupancy-calendar-page.tsx'))
        .OccupancyCalendarPage,
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
      Component: (await import('../features/admin/room-types/room-types-page.tsx')).RoomTypesPage,
    }),
  },
  {
    path: paths.adminRates,
    lazy: async () => ({
      Component: (await import('../features/admin/rates/rates-page.tsx')).RatesPage,
    }),
  },
  {
    path: paths.adminPromoCodes,
    lazy: async () => ({
      Component: (await import('../features/admin/promo-codes/promo-codes-page.tsx'))
        .PromoCodesPage,
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
      Component: (await import('../features/admin/action-log/action-log-page.tsx')).ActionLogPage,
    }),
  },
  {
    path: paths.adminPayments,
    lazy: async () => ({
      Component: (await import('../features/admin/payments/payments-page.tsx')).PaymentsPage,
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
      Component: (await import('../features/admin/users/user-profile-page.tsx')).UserProfilePage,
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
      Component: (await import('../features/admin/admin-not-found-page.tsx')).AdminNotFoundPage,
    }),
  },
];
