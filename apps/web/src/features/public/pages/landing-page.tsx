import { useId } from 'react';
import { Link } from 'react-router';
import { ButtonLink, buttonClass } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { StationFinder } from '../../stations/components/station-finder.tsx';

const highlights = [
  { title: 'Goedkoopst in de buurt', text: 'Vergelijk stations op prijs, acties en afstand.' },
  { title: 'Nu tanken', text: 'Start het tanken vanaf je telefoon, zonder borg op je rekening.' },
  { title: 'Punten en CO2-inzicht', text: 'Spaar punten en zie je uitstoot op de officiële factoren.' },
];

export function LandingPage() {
  useDocumentTitle(undefined);
  const { isLoggedIn } = useSession();
  const walletTarget = isLoggedIn ? '/app/wallet' : '/signup';
  const walletNoteId = useId();

  return (
    <div className="space-y-14">
      <section className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">
            Gratis digitale tankpas
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            Tanken zonder gedoe, met je tankpas in je wallet
          </h1>
          <p className="mt-4 max-w-xl text-lg text-muted">
            Koppel je bankrekening, zet je prepaid tankpas in Apple of Google Wallet en vind het goedkoopste
            station in de buurt. De eerste maand is gratis, daarna € 2,50 per maand, maandelijks opzegbaar.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to="/signup">Account aanmaken</ButtonLink>
            <ButtonLink to="/demo?audience=consumer" variant="secondary">
              Demo voor consumenten
            </ButtonLink>
            <ButtonLink to="/demo?audience=business" variant="secondary">
              Demo voor bedrijven
            </ButtonLink>
          </div>
          <div className="mt-4 flex flex-wrap gap-3" aria-label="Tankpas toevoegen aan je wallet">
            <Link to={walletTarget} aria-describedby={walletNoteId} className={buttonClass('dark', 'sm')}>
              Toevoegen aan Apple Wallet
            </Link>
            <Link
              to={walletTarget}
              aria-describedby={walletNoteId}
              className={buttonClass('secondary', 'sm')}
            >
              Toevoegen aan Google Wallet
            </Link>
          </div>
          {/* What the buttons do: they add nothing yet, they lead to the account and the wallet page first. */}
          <p id={walletNoteId} className="mt-2 text-sm text-muted">
            {isLoggedIn
              ? 'Op je Wallet-pagina zet je je pas in Apple of Google Wallet.'
              : 'Maak eerst een gratis account aan en koppel je bank; daarna zet je de pas in je wallet.'}
          </p>
        </div>
        <div aria-hidden className="mx-auto w-full max-w-sm">
          <div className="aspect-[1.586] rounded-2xl bg-card-bg p-6 text-card-text shadow-brand">
            <div className="flex h-full flex-col justify-between">
              <div className="flex items-center justify-between">
                <span className="text-lg font-extrabold">
                  Fuel<span className="text-secondary">Linq</span>
                </span>
                <span className="text-xs tracking-wide uppercase opacity-80">Prepaid tankpas</span>
              </div>
              <p className="font-mono text-xl tracking-widest">7xxx •••• •••• 1234</p>
              <div className="flex items-end justify-between text-sm">
                <span>Mijn tankpas</span>
                <span className="opacity-80">420 punten</span>
              </div>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="finder-title" className="card p-4 sm:p-6">
        <h2 id="finder-title" className="text-xl font-bold">
          Tankstations in de buurt
        </h2>
        <p className="mt-1 mb-4 text-muted">Vergelijk prijzen, acties en afstand van echte stations.</p>
        <StationFinder variant="landing" />
      </section>

      <section aria-label="Waarom FuelLinq" className="grid gap-4 md:grid-cols-3">
        {highlights.map((item) => (
          <div key={item.title} className="card p-5">
            <h2 className="font-semibold">{item.title}</h2>
            <p className="mt-1 text-sm text-muted">{item.text}</p>
          </div>
        ))}
      </section>
    </div>
  );
}
