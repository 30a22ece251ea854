import { Link } from 'react-router';
import { CompanyIdentity } from '../../../components/company/company-identity.tsx';
import { useCompany } from '../../../lib/company-details.ts';
import { PageIntro, Prose } from '../components/page-parts.tsx';

const stored = [
  [
    'Je account',
    'e-mailadres, voor- en achternaam, je wachtwoord (alleen als onleesbare hash), rol en accounttype; bij een zakelijk account bedrijfsnaam, KvK- en btw-nummer.',
  ],
  ['Je bankkoppeling', 'welke bank, een gemaskeerd rekeningnummer en de referentie van je toestemming.'],
  [
    'Je passen',
    'naam van de pas, status en de laatste vier cijfers. Het volledige kaartnummer bewaren we nergens leesbaar.',
  ],
  [
    'Saldo, tankbeurten en facturen',
    'stortingen, tankbeurten (station, brandstof, liters, bedrag), punten, abonnement en facturen.',
  ],
  [
    'Voertuigen en logboek',
    'kenteken, de gegevens die de RDW daarbij geeft, kilometerstanden en tankbeurten die je invoert, met het doel (zakelijk, woon-werk of privé).',
  ],
  ['Je voorkeuren', 'favoriete stations en, bij een zakelijk account, de instellingen voor je rapportages.'],
  [
    'Inlogsessies',
    'wanneer en met welk apparaat (browser) je bent ingelogd, zodat je sessies veilig blijven.',
  ],
];

const retention = [
  ['Je account en wat erbij hoort', 'zolang je account bestaat'],
  ['Inlogsessies', 'tot ze verlopen: 12 uur, of 30 dagen met “onthoud mij”'],
  ['Links om je wachtwoord te herstellen', '1 uur, en één keer te gebruiken'],
  ['Bankkoppelingen die nooit zijn afgerond', '30 dagen'],
  ['Antwoorden van de RDW per kenteken', '30 dagen'],
  ['Het logboek van wijzigingen (wie wat veranderde)', '2 jaar'],
  [
    'Facturen en de tankbeurten erop',
    '7 jaar, de wettelijke bewaarplicht; na het verwijderen van je account zonder je naam',
  ],
];

/** /privacy (AVG): what we store, why, how long, your rights, and how to download or erase your data. */
export function PrivacyPage() {
  const company = useCompany();
  return (
    <div>
      <PageIntro path="/privacy" eyebrow="Privacyverklaring" heading="Privacy bij FuelLinq">
        We bewaren zo weinig mogelijk, leggen uit waarom, en je kunt alles zelf downloaden of verwijderen.
        Laatst bijgewerkt: 23 november 2026.
      </PageIntro>
      <Prose>
        <p>
          <CompanyIdentity /> is verantwoordelijk voor de verwerking van je persoonsgegevens zoals in deze
          verklaring staat, volgens de Algemene verordening gegevensbescherming (AVG).
        </p>

        <h2>Welke gegevens we bewaren</h2>
        <ul>
          {stored.map(([what, detail]) => (
            <li key={what}>
              <strong>{what}:</strong> {detail}
            </li>
          ))}
        </ul>
        <p>
          Je locatie gebruiken we alleen in je browser, op het moment dat je stations in de buurt zoekt en als
          je dat toestaat. We slaan haar niet op. We volgen je niet tijdens het rijden.
        </p>

        <h2>Waarom we ze gebruiken</h2>
        <ul>
          <li>
            <strong>Om onze overeenkomst met je uit te voeren:</strong> je account, je pas, tanken van je
            saldo, punten, je abonnement, facturen en je CO2-rapport.
          </li>
          <li>
            <strong>Omdat de wet het vraagt:</strong> facturen en de tankbeurten erop bewaren we 7 jaar voor
            de Belastingdienst.
          </li>
          <li>
            <strong>Voor de veiligheid van je account (gerechtvaardigd belang):</strong> inlogsessies, het
            beperken van inlogpogingen en een logboek van wie prijzen, rollen en pagina’s wijzigde.
          </li>
          <li>
            <strong>Met je toestemming:</strong> je locatie voor stations in de buurt, en het delen van je pas
            met Apple Wallet of Google Wallet als je daarop tikt.
          </li>
        </ul>
        <p>We verkopen je gegevens niet en gebruiken geen advertentie- of volgcookies.</p>

        <h2>Hoe lang we ze bewaren</h2>
        <ul>
          {retention.map(([what, period]) => (
            <li key={what}>
              <strong>{what}:</strong> {period}.
            </li>
          ))}
        </ul>
        <p>Wat verlopen is, verwijdert de server elk uur automatisch.</p>

        <h2>Met wie we gegevens delen</h2>
        <ul>
          <li>Je bank en onze betaalprovider, voor de bankkoppeling en het aanvullen van je saldo.</li>
          <li>De RDW: alleen het kenteken dat je opzoekt.</li>
          <li>Apple of Google: de gegevens op je pas, alleen als je die aan je wallet toevoegt.</li>
          <li>
            OpenStreetMap: je browser haalt de kaarttegels daar op, zoals bij elke website met een kaart.
          </li>
          <li>Het tankstation waar je tankt: de tankbeurt, zonder je naam of e-mailadres.</li>
        </ul>

        <h2>Je rechten</h2>
        <p>
          Je hebt het recht je gegevens in te zien, te laten verbeteren, te laten verwijderen en mee te nemen
          naar een andere dienst. Je mag bezwaar maken tegen een verwerking en vragen die te beperken. Ben je
          het niet eens met hoe we met je gegevens omgaan, dan kun je een klacht indienen bij de Autoriteit
          Persoonsgegevens.
        </p>

        <h2>Je gegevens downloaden of verwijderen</h2>
        <p>
          Log in en open <Link to="/app/privacy">Mijn gegevens</Link> in het menu:
        </p>
        <ul>
          <li>
            <strong>Download mijn gegevens</strong> geeft je alles wat we over je bewaren als één JSON-bestand
            (<code>GET /api/me/export</code>).
          </li>
          <li>
            <strong>Account verwijderen</strong> vraagt je wachtwoord en verwijdert daarna alles wat de wet
            ons niet verplicht te bewaren (<code>DELETE /api/me</code>). Facturen en hun tankbeurten blijven 7
            jaar bewaard, zonder je naam. Met hetzelfde e-mailadres kun je later opnieuw een account maken.
          </li>
        </ul>
        <p>
          Heb je een vraag over je gegevens of lukt iets niet? Mail{' '}
          {company ? <a href={`mailto:${company.email}`}>{company.email}</a> : 'ons'} of gebruik het{' '}
          <Link to="/contact">contactformulier</Link>. We antwoorden binnen 1–2 werkdagen, en uiterlijk binnen
          een maand zoals de AVG vraagt.
        </p>

        <h2>Beveiliging</h2>
        <p>
          Wachtwoorden bewaren we met argon2id, kaartnummers alleen als sleutel-hash, en elke verbinding is
          versleuteld. Je kunt alleen je eigen gegevens zien: ook iemand met een geldige sessie kan niet bij
          die van een ander.
        </p>
      </Prose>
    </div>
  );
}
