/** Spec §3 Creative asset: what an affiliate may download and share. */
export type CreativeAssetType = 'logo' | 'banner' | 'social';

export interface CreativeAsset {
  name: string;
  /** Served from apps/web/public/affiliate (made by scripts/make-affiliate-assets.mts). */
  url: string;
  type: CreativeAssetType;
  format: 'PNG' | 'JPG';
  width: number;
  height: number;
  /** What the preview shows, for people who cannot see it. */
  alt: string;
}

export const CREATIVE_ASSETS: readonly CreativeAsset[] = [
  {
    name: 'Logo',
    url: '/affiliate/aso-residences-logo.png',
    type: 'logo',
    format: 'PNG',
    width: 1200,
    height: 400,
    alt: 'The Aso Residences logo: a brass A on an emerald square beside the name, on a transparent background',
  },
  {
    name: 'Banner',
    url: '/affiliate/aso-residences-banner.jpg',
    type: 'banner',
    format: 'JPG',
    width: 1600,
    height: 600,
    alt: 'A wide Aso Residences banner: the logo and name on the left, the lit apartment building at night on the right',
  },
  {
    name: 'Social media square',
    url: '/affiliate/aso-residences-social-square.png',
    type: 'social',
    format: 'PNG',
    width: 1080,
    height: 1080,
    alt: 'A square Aso Residences post: the lit apartment building at night above the logo and name',
  },
];

/** Where each kind of file works best, in the affiliates' words. */
export const CREATIVE_ASSET_USES: Record<CreativeAssetType, string> = {
  logo: 'For light backgrounds: your website, a blog post or a flyer.',
  banner: 'For the top of a web page, a newsletter or a link preview.',
  social: 'For Instagram, Facebook and WhatsApp posts.',
};
