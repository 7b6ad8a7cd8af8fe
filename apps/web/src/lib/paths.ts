/** Every in-app URL, written once (STYLE: paths in one place). */
export const paths = {
  home: '/',
  residencies: '/residencies',
  room: (id: number | string) => `/rooms/${id}`,
  roomPattern: '/rooms/:id',
  twoBedroom: '/2BedroomPage',
  about: '/about',
  contact: '/contact',
  menu: '/menu',
  faq: '/#faq',
  policies: '/policies',
  login: '/login',
  signup: '/signup',
  authChoice: '/authchoice',
  verification: '/VerificationPage',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  profile: '/ProfilePage',
  reservation: (id: number | string) => `/reservation-details/${id}`,
  reservationPattern: '/reservation-details/:id',
  paymentCallback: '/payment/callback',
  paymentSuccess: '/payment-success',
  paymentFailed: '/payment-failed',
  findBooking: '/find-booking',
  affiliateDashboard: '/AffiliateDashboard',
  affiliateRegister: '/affiliate/register',
  affiliateAssets: '/affiliate/assets',
  affiliateSupport: '/affiliate/support',
  adminLogin: '/admin/loginAdmin',
  adminBookings: '/admin/BookingManagement',
  adminBooking: (id: number | string) => `/admin/bookings/details/${id}`,
  adminBookingPattern: '/admin/bookings/details/:id',
  adminCalendar: '/admin/calendar',
  adminRooms: '/admin/RoomManagement',
  adminRoom: (id: number | string) => `/admin/room-details/${id}`,
  adminRoomPattern: '/admin/room-details/:id',
  adminRoomTypes: '/admin/RoomTypeManagement',
  adminRates: '/admin/rates',
  adminPromoCodes: '/admin/promo-codes',
  adminUsers: '/admin/UserManagement',
  adminUserProfile: '/admin/UserProfile',
  adminUser: (id: number | string) => `/admin/UserProfile/${id}`,
  adminUserPattern: '/admin/UserProfile/:id',
  adminAffiliates: '/admin/affiliate',
  adminPayments: '/admin/Payments',
  adminPolicies: '/admin/policies',
  adminActionLog: '/admin/action-log',
  adminSettings: '/admin/Settings',
} as const;

/** Spec §2: the public header and footer are hidden on any path beginning with /admin. */
export function isAdminPath(pathname: string): boolean {
  return pathname.toLowerCase().startsWith('/admin');
}

/**
 * What a link to a reservation's details may carry in navigation state (spec §2): the
 * booking as the linking page knew it (a list row or a full booking), checked on arrival.
 */
export interface ReservationLinkState {
  booking: unknown;
}
