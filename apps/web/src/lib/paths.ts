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
  login: '/login',
  signup: '/signup',
  authChoice: '/authchoice',
  verification: '/VerificationPage',
  profile: '/ProfilePage',
  reservation: (id: number | string) => `/reservation-details/${id}`,
  affiliateDashboard: '/AffiliateDashboard',
  affiliateRegister: '/affiliate/register',
  adminLogin: '/admin/loginAdmin',
  adminBookings: '/admin/BookingManagement',
} as const;

/** Spec §2: the public header and footer are hidden on any path beginning with /admin. */
export function isAdminPath(pathname: string): boolean {
  return pathname.toLowerCase().startsWith('/admin');
}
