import { CheckIcon } from './icons.tsx';

/** A room's features as a ticked two-column list (reservation and back-office pages). */
export function FeatureList({ features }: { features: readonly string[] }) {
  return (
    <ul className="mt-4 grid gap-x-8 gap-y-3 sm:grid-cols-2">
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-3">
          <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
