import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
  viewBox: '0 0 24 24',
} as const;

export const MenuIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);

export const CloseIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <path d="m15 5-7 7 7 7" />
  </svg>
);

export const ChevronRightIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <path d="m9 5 7 7-7 7" />
  </svg>
);

export const ChevronDownIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <path d="m5 9 7 7 7-7" />
  </svg>
);

export const CheckIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </svg>
);

export const PhoneIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <path d="M5 4h3.5l1.5 4.5-2.2 1.4a11 11 0 0 0 6.3 6.3l1.4-2.2L20 15.5V19a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1Z" />
  </svg>
);

export const MailIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m4 7 8 6 8-6" />
  </svg>
);

export const PinIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </svg>
);

export const PauseIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <path d="M9 6v12M15 6v12" />
  </svg>
);

export const PlayIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <path d="M8 5.5v13l10-6.5-10-6.5Z" />
  </svg>
);

export const UsersIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <circle cx="9" cy="8" r="3.2" />
    <path d="M3.5 19a5.5 5.5 0 0 1 11 0M16 5.2a3 3 0 0 1 0 5.6M17.5 14.2a5.5 5.5 0 0 1 3 4.8" />
  </svg>
);

/** The brand mark: a brass "A" roofline on emerald. */
export const BrandMark = (props: IconProps) => (
  <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" {...props}>
    <rect width="64" height="64" rx="14" fill="#1f4d3a" />
    <path d="M32 12 50 50H42l-3.6-8H25.6L22 50h-8L32 12Zm0 14-4 10h8l-4-10Z" fill="#c08a3e" />
  </svg>
);

export const StarIcon = (props: IconProps) => (
  <svg {...stroke} strokeWidth={1.5} {...props}>
    <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5Z" />
  </svg>
);

export const UserIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <circle cx="12" cy="8.5" r="3.5" />
    <path d="M5 20a7 7 0 0 1 14 0" />
  </svg>
);

export const EyeIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

export const EyeOffIcon = (props: IconProps) => (
  <svg {...stroke} {...props}>
    <path d="M4 4l16 16M9.9 5.8A9.8 9.8 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a17 17 0 0 1-2.6 3.4M6.4 7.2A16.6 16.6 0 0 0 2.5 12S6 18.5 12 18.5a9.4 9.4 0 0 0 4.1-.9M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </svg>
);
