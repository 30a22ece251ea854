import { Link } from 'react-router';
import { CompanyIdentity } from '../../../components/company/company-identity.tsx';
import { PageIntro, Prose } from '../components/page-parts.tsx';

/** /terms: the general terms of the pass, the balance, the subscription, prices and partners. */
export function TermsPage() {
  return (
    <div>
      <PageIntro path="/terms" eyebrow="Algemene voorwaarden" heading="Voorwaarden van FuelLinq">
        Wat je van ons mag verwachten en wat wij van jou vragen, in gewone taal. Laatst bijgewerkt: 23
        november 2026.
      </PageIntro>
      <Prose>
        <h2>1. Wie we zijn</h2>
        <p>
          FuelLinq is een dienst van <CompanyIdentity vat />, ingeschreven bij de Kamer van Koophandel. Deze
          voorwaarden gelden voor iedereen met een FuelLinq-account: particulieren, zakelijke klanten en
          tankstations (partners).
        </p>

        <h2>2. Je account</h2>
        <ul>
          <li>Je bent 18 jaar of ouder en geeft juiste gegevens op.</li>
          <li>
            Je houdt je wachtwoord geheim. Merk je dat iemand anders je account gebruikt, wijzig dan je
            wachtwoord en laat het ons weten.
          </li>
          <li>Een zakelijk account maak je aan namens een bedrijf dat je mag vertegenwoordigen.</li>
        </ul>

        <h2>3. Abonnement en kosten</h2>
        <ul>
          <li>
            De eerste maand is gratis. Daarna kost FuelLinq € 2,50 per maand. Zeg je in je proefmaand niet op,
            dan loopt je abonnement automatisch door.
          </li>
          <li>Je zegt maandelijks op; het abonnement stopt aan het eind van de lopende maand.</li>
          <li>
            Je eerste tankpas is gratis. Een extra prepaid tankpas kost eenmalig € 9,99, tijdens de
            introductie € 4,99.
          </li>
          <li>
            Alle prijzen zijn inclusief btw. Zakelijke klanten krijgen een factuur met de btw apart vermeld.
          </li>
        </ul>

        <h2>4. Je saldo en tanken</h2>
        <ul>
          <li>
            Je tankt op een prepaid saldo dat je aanvult vanaf je gekoppelde bankrekening. FuelLinq zet nooit
            een bedrag vast op je bankrekening.
          </li>
          <li>
            Start je een tankbeurt met Nu tanken, dan houden we een bedrag van je saldo apart. Na het tanken
            rekenen we af wat de pomp meldt; de rest komt meteen terug op je saldo.
          </li>
          <li>
            Je saldo is geen spaarrekening en levert geen rente op. Zeg je op, dan betalen we je resterende
            saldo terug op je gekoppelde rekening.
          </li>
        </ul>

        <h2>5. Je passen</h2>
        <p>
          Je hebt altijd één actieve pas; daarmee start je een tankbeurt. Een pas kun je pauzeren, blokkeren
          of verwijderen. Ben je je telefoon kwijt, verwijder dan de pas of trek eerdere paslinks in op de
          Wallet-pagina.
        </p>

        <h2>6. Prijzen, acties en punten</h2>
        <ul>
          <li>
            Prijzen en acties in de zoeker komen van de tankstations zelf; bij elke prijs staat hoe oud die
            is. Een prijs die een station nog niet zelf heeft ingevoerd, noemen we een demoprijs.
          </li>
          <li>
            Aan de pomp geldt de prijs die het station daar rekent. We doen ons best de prijzen juist te
            tonen, maar kunnen niet garanderen dat ze op elk moment kloppen.
          </li>
          <li>
            Punten spaar je met tankbeurten en zijn niet in geld om te wisselen. Bij het verwijderen van je
            account vervallen ze.
          </li>
        </ul>

        <h2>7. CO2-rapporten</h2>
        <p>
          We berekenen CO2 met de officiële factoren van CO2emissiefactoren.nl en de gegevens van de RDW en
          van jouzelf. Het rapport vermeldt methode, factorenlijst en bron. Je blijft zelf verantwoordelijk
          voor wat je indient, bijvoorbeeld in je WPM-opgave of duurzaamheidsverslag.
        </p>

        <h2>8. Tankstations (partners)</h2>
        <ul>
          <li>
            Als partner houd je de prijzen, acties en openingstijden van je stations juist en actueel, en bied
            je aan wat je toont.
          </li>
          <li>
            Een merknaam en logo tonen we bij je stations zodra wij hebben vastgesteld dat je dat merk mag
            voeren.
          </li>
          <li>API-sleutels van je pompen bewaar je veilig; een gelekte sleutel trek je direct in.</li>
        </ul>

        <h2>9. Beschikbaarheid en aansprakelijkheid</h2>
        <p>
          We doen er alles aan om FuelLinq altijd beschikbaar te houden, maar onderhoud of storingen zijn niet
          uit te sluiten. We zijn niet aansprakelijk voor indirecte schade. Onze aansprakelijkheid is beperkt
          tot de abonnementskosten van de laatste twaalf maanden, behalve bij opzet of grove nalatigheid.
        </p>

        <h2>10. Privacy</h2>
        <p>
          Hoe we met je gegevens omgaan en hoe je ze downloadt of verwijdert, lees je in onze{' '}
          <Link to="/privacy">privacyverklaring</Link>.
        </p>

        <h2>11. Wijzigingen, klachten en recht</h2>
        <p>
          Wijzigen we deze voorwaarden, dan laten we je dat minstens een maand van tevoren weten; je kunt dan
          kosteloos opzeggen. Een klacht stuur je via de <Link to="/contact">contactpagina</Link>; we reageren
          binnen 1–2 werkdagen. Op deze voorwaarden is Nederlands recht van toepassing.
        </p>
      </Prose>
    </div>
  );
}
