import { inArray } from 'drizzle-orm';
import { renderPageContent } from '../../modules/site-pages/page-content.ts';
import type { Database } from '../database.ts';
import { sitePages } from '../schema/index.ts';

interface SeedPage {
  slug: string;
  title: string;
  layout: 'standard' | 'overview';
  contentMd?: string;
  contentHtml?: string;
  mediaUrl?: string | string[];
}

const PAGES: SeedPage[] = [
  {
    slug: 'hoe-werkt-de-prepaid-tankpas',
    title: 'Hoe werkt de prepaid tankpas',
    layout: 'standard',
    contentMd: `De FuelLinq-tankpas is **prepaid**: je tankt van een saldo dat je vooraf oplaadt, niet op krediet.
Daardoor houdt de pomp nooit een borg van € 150 of meer vast op je bankrekening.

## In vier stappen aan de pomp

1. **Account en bank koppelen.** Je maakt een account aan en koppelt je bankrekening; die gebruiken we om je saldo op te laden.
2. **Pas in je wallet.** Je krijgt gratis een digitale tankpas voor Apple Wallet, Google Wallet of onze eigen paspagina.
3. **Saldo opladen.** Met iDEAL zet je geld op je FuelLinq-saldo. Wil je er niet aan denken? Zet automatisch opladen aan met een drempel en een bedrag.
4. **Nu tanken.** Kies het station en de pas in de app. We reserveren maximaal € 75 van je beschikbare saldo; wat je niet tankt, staat direct weer op je saldo zodra de pomp stopt.

## Wat kost het?

- De eerste pas is gratis; een extra pas kost eenmalig € 4,99.
- Het abonnement is de eerste maand gratis en daarna € 2,50 per maand, maandelijks opzegbaar.
- Per hele liter krijg je 1 punt, dubbel bij een station met een actie. 500 punten zijn € 5 op je saldo.

## Veilig

Je volledige pasnummer wordt nooit opgeslagen of getoond: op je pas staat een code die alleen voor FuelLinq iets betekent. Kwijt of gestolen? Blokkeer de pas in de app onder *Wallet & Passen*.

Vragen? Kijk bij de [veelgestelde vragen](/faq) of [neem contact op](/contact).
`,
  },
  {
    slug: 'mijn-overzicht',
    title: 'Jouw FuelLinq-overzicht',
    layout: 'overview',
    contentMd: `Hierboven zie je in één oogopslag hoeveel voertuigen en passen je hebt en of er nog facturen openstaan.

## Wat kun je hier doen?

- **Voertuigen**: voeg een auto toe met alleen het kenteken; de gegevens komen uit het RDW-register.
- **Passen**: beheer je tankpassen, kies de actieve pas of blokkeer een pas die je kwijt bent.
- **Facturen**: je maandelijkse factuur met btw staat klaar als pdf.

Ga naar je [dashboard](/app) voor je transacties, punten en het CO2-rapport van vorige maand.
`,
  },
  {
    slug: 'tanken-zonder-borg',
    title: 'Tanken zonder borg op je rekening',
    layout: 'standard',
    contentHtml: `<p>Bij veel betaal-apps en pinautomaten aan de pomp wordt vooraf een bedrag van <strong>€ 150 tot € 375</strong> op je bankrekening gereserveerd. Dat geld kun je dagen niet gebruiken, ook als je maar voor € 40 tankt.</p>
<h2>Hoe FuelLinq het anders doet</h2>
<p>FuelLinq reserveert alleen op je <em>eigen FuelLinq-saldo</em>, nooit op je bankrekening. Stopt de pomp, dan staat het verschil meteen weer beschikbaar.</p>
<p><a href="/signup">Maak gratis een account aan</a> en tank vandaag nog zonder borg.</p>`,
    mediaUrl: ['/og-image.png'],
  },
];

/** Demo CMS pages in Dutch (a markdown page, an overview page, an HTML page with media); existing slugs are left alone. */
export async function seedDemoSitePages(db: Database): Promise<void> {
  const existing = new Set(
    (
      await db
        .select({ slug: sitePages.slug })
        .from(sitePages)
        .where(
          inArray(
            sitePages.slug,
            PAGES.map((page) => page.slug),
          ),
        )
    ).map((row) => row.slug),
  );
  const missing = PAGES.filter((page) => !existing.has(page.slug));
  if (missing.length === 0) return;
  const now = new Date();
  await db.insert(sitePages).values(
    missing.map((page) => ({
      slug: page.slug,
      title: page.title,
      layout: page.layout,
      contentMd: page.contentMd ?? null,
      contentHtml: page.contentHtml ?? null,
      renderHtml: renderPageContent({
        contentMd: page.contentMd ?? null,
        contentHtml: page.contentHtml ?? null,
      }),
      mediaUrl: page.mediaUrl ?? null,
      published: true,
      publishedAt: now,
    })),
  );
}
