import { Link } from 'react-router';
import { Photo } from '../../../components/photo.tsx';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { paths } from '../../../lib/paths.ts';

interface Service {
  title: string;
  text: string;
  image: string;
  alt: string;
  link?: { to: string; label: string };
}

const SERVICES: Service[] = [
  {
    title: 'Dine on demand',
    text: 'Jollof, pepper soup, suya and continental favourites, cooked to order and brought to your door.',
    image: '/images/site/service-dine.webp',
    alt: 'A plated dinner with wine by candlelight',
    link: { to: paths.menu, label: 'See the menu' },
  },
  {
    title: 'Conference room',
    text: 'A quiet, fully equipped room for up to twelve, with a large screen, fast Wi-Fi, tea and small chops on request.',
    image: '/images/site/service-conference.webp',
    alt: 'Conference room with a long table and a presentation screen',
  },
  {
    title: 'Workout facilities',
    text: 'A well-kept gym with free weights and cardio machines, open early to late for every guest.',
    image: '/images/site/service-workout.webp',
    alt: 'Gym with treadmills, dumbbells and an exercise ball',
  },
  {
    title: 'Chauffeur service',
    text: 'Airport pickups and city drives in a clean, air-conditioned car with a driver who knows Abuja.',
    image: '/images/site/service-chauffeur.webp',
    alt: 'Black saloon car waiting at the building entrance',
  },
];

export function ServicesSection() {
  return (
    <section aria-labelledby="services-title" className="wrap py-20 sm:py-24">
      <SectionHeading
        id="services-title"
        eyebrow="Premium services"
        title="Everything taken care of"
      >
        <p>
          Every stay includes a 24/7 front desk, security and uninterrupted power. When you want a
          little more, our team arranges it.
        </p>
      </SectionHeading>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {SERVICES.map((service) => (
          <li
            key={service.title}
            className="group flex flex-col overflow-hidden rounded-2xl bg-white shadow-card transition-shadow hover:shadow-lift"
          >
            <div className="aspect-[4/3] overflow-hidden bg-sand">
              <Photo
                src={service.image}
                alt={service.alt}
                width={800}
                height={600}
                className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
              />
            </div>
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-xl text-brand">{service.title}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{service.text}</p>
              {service.link ? (
                <Link
                  to={service.link.to}
                  className="mt-4 self-start rounded text-sm font-semibold text-brass-dark underline underline-offset-4 hover:text-brand"
                >
                  {service.link.label}
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
