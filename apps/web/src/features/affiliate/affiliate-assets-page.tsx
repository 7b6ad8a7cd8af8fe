import { Link } from 'react-router';
import { buttonClasses } from '../../components/button.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { Photo } from '../../components/photo.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { paths } from '../../lib/paths.ts';
import { CREATIVE_ASSET_USES, CREATIVE_ASSETS, type CreativeAsset } from './affiliate-assets.ts';

const linkClass = 'font-semibold text-brand underline underline-offset-4 hover:text-brand-hover';

const USAGE_RULES = [
  'Use the files as they are: do not recolour, stretch, crop or redraw the logo, and do not add words or prices on top of the images.',
  'Put your affiliate link or code in the text of your post or page, next to the image, so every booking it brings is counted for you.',
  'Guests always pay Aso Residences directly through this website. Never ask a guest to pay you: your commission comes from us.',
];

function AssetCard({ asset }: { asset: CreativeAsset }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-card">
      <div
        className={`relative aspect-[4/3] border-b border-line ${
          asset.type === 'logo' ? 'bg-white' : 'bg-sand'
        }`}
      >
        {/* Centred and scaled down to fit, whatever the file's shape. */}
        <Photo
          src={asset.url}
          alt={asset.alt}
          width={asset.width}
          height={asset.height}
          className="absolute inset-5 m-auto h-auto max-h-[calc(100%-2.5rem)] w-auto max-w-[calc(100%-2.5rem)] rounded-lg"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl text-brand">{asset.name}</h3>
        <p className="mt-1 text-sm font-semibold text-muted">
          {asset.format} · {asset.width} × {asset.height} px
        </p>
        <p className="mt-3 flex-1 text-sm leading-relaxed text-muted">
          {CREATIVE_ASSET_USES[asset.type]}
        </p>
        <a
          href={asset.url}
          download
          aria-label={`Download ${asset.name.toLowerCase()} ${asset.format}`}
          className={`${buttonClasses('primary', 'md')} mt-5 self-start`}
        >
          Download
        </a>
      </div>
    </li>
  );
}

export function AffiliateAssetsPage() {
  return (
    <>
      <DocumentTitle title="Creative assets" />
      <PageHero eyebrow="Affiliate programme" title="Creative assets">
        <p>
          Our logo and ready-made images for your website, blog and social posts. Download a file,
          share it with your affiliate link or code, and earn on every booking it brings.
        </p>
      </PageHero>

      <section aria-labelledby="files-title" className="wrap py-16 sm:py-20">
        <SectionHeading id="files-title" eyebrow="Brand kit" title="Download the files" />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {CREATIVE_ASSETS.map((asset) => (
            <AssetCard key={asset.url} asset={asset} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="usage-title" className="bg-sand">
        <div className="wrap grid gap-10 py-16 sm:py-20 lg:grid-cols-[1fr_1.4fr]">
          <SectionHeading id="usage-title" eyebrow="Good practice" title="Using the brand">
            <p>
              Questions about a file or your commission? See{' '}
              <Link to={paths.affiliateSupport} className={linkClass}>
                affiliate support
              </Link>{' '}
              or open{' '}
              <Link to={paths.affiliateDashboard} className={linkClass}>
                your dashboard
              </Link>
              .
            </p>
          </SectionHeading>
          <ol className="space-y-4">
            {USAGE_RULES.map((rule, index) => (
              <li key={rule} className="flex gap-4 rounded-2xl bg-white p-6 shadow-card">
                <span
                  aria-hidden="true"
                  className="w-8 shrink-0 font-display text-2xl text-brass-dark"
                >
                  0{index + 1}
                </span>
                <p className="leading-relaxed">{rule}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}
