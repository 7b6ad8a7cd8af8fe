/** Contact details printed on the public pages; change them here only. */
export interface PhoneNumber {
  display: string;
  /** The `tel:` form, digits with the country code. */
  tel: string;
}

export const FRONT_DESK_PHONE: PhoneNumber = {
  display: '+234 809 555 0147',
  tel: '+2348095550147',
};
export const KITCHEN_PHONE: PhoneNumber = { display: '+234 809 555 0152', tel: '+2348095550152' };
export const FRONT_DESK_EMAIL = 'frontdesk@asoresidences.ng';
export const BOOKINGS_EMAIL = 'bookings@asoresidences.ng';
export const WHATSAPP_URL = 'https://wa.me/2348095550147';

export interface SiteLocation {
  name: string;
  area: string;
  address: string;
  summary: string;
}

export const SITE_LOCATIONS: SiteLocation[] = [
  {
    name: 'Aso Residences Maitama',
    area: 'Maitama',
    address: '14 Gana Street, Maitama, Abuja',
    summary:
      'Leafy, quiet streets minutes from the embassies, the Ministries and the best of Abuja dining. Studios, an executive suite and our signature two-bedroom apartment.',
  },
  {
    name: 'Aso Residences Jabi Lake',
    area: 'Jabi',
    address: '7 Obafemi Awolowo Way, Jabi, Abuja',
    summary:
      'Lakeside living across the road from Jabi Lake Mall and the lakeside park, with studios, a lake-view one bedroom and a family apartment.',
  },
];

export const telHref = (phone: PhoneNumber) => `tel:${phone.tel}`;
