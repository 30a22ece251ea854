import { Link } from 'react-router';

const links = [
  { to: '/terms', label: 'Voorwaarden' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/faq', label: 'Veelgestelde vragen' },
  { to: '/contact', label: 'Contact' },
  { to: '/about', label: 'Over ons' },
  // Spec §2: /api (linked), the page about the API.
  { to: '/api', label: 'API' },
];

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-border bg-surface">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-muted md:flex-row md:items-center md:justify-between">
        <nav aria-label="Voettekst">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-text">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>© {new Date().getFullYear()} FuelLinq B.V. · Gratis digitale tankpas</p>
      </div>
    </footer>
  );
}
