// The questions of /faq, per topic; the demo page shows the topic of its open tab.

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface FaqTopic {
  id: 'pas' | 'saldo' | 'zakelijk' | 'partners' | 'co2' | 'privacy';
  title: string;
  items: FaqItem[];
}

export const FAQ: FaqTopic[] = [
  {
    id: 'pas',
    title: 'Tankpas en wallet',
    items: [
      {
        id: 'wat-is-het',
        question: 'Wat is de FuelLinq-tankpas?',
        answer:
          'Een gratis digitale prepaid tankpas in Apple Wallet of Google Wallet. Je tankt op een saldo dat je zelf aanvult vanaf je gekoppelde bankrekening, vergelijkt stations op prijs, acties en afstand en spaart punten bij elke tankbeurt.',
      },
      {
        id: 'wallet',
        question: 'Hoe zet ik mijn pas in mijn wallet?',
        answer:
          'Na het koppelen van je bank maken we je pas aan. Tik op Toevoegen aan Apple Wallet of Toevoegen aan Google Wallet. Zonder een van beide open je de universele pas in je browser, met een QR-code die aan de pomp werkt.',
      },
      {
        id: 'kaartnummer',
        question: 'Staat mijn volledige kaartnummer op de pas?',
        answer:
          'Nee. Je ziet alleen de laatste vier cijfers. We bewaren het volledige nummer nergens leesbaar en de QR-code bevat een eigen code die niets over je kaartnummer verraadt.',
      },
      {
        id: 'kwijt',
        question: 'Mijn telefoon is kwijt. Wat nu?',
        answer:
          'Log in op een ander apparaat en verwijder de pas of kies een andere actieve pas op de Wallet-pagina. Met Eerdere paslinks intrekken werken oude links naar je pas niet meer.',
      },
    ],
  },
  {
    id: 'saldo',
    title: 'Saldo en kosten',
    items: [
      {
        id: 'kosten',
        question: 'Wat kost FuelLinq?',
        answer:
          'De eerste maand is gratis, daarna betaal je € 2,50 per maand. Je zegt maandelijks op. Je eerste pas is gratis; een extra prepaid tankpas kost tijdens de introductie eenmalig € 4,99 in plaats van € 9,99.',
      },
      {
        id: 'borg',
        question: 'Wordt er geld vastgezet op mijn bankrekening bij de pomp?',
        answer:
          'Nee. Veel tankpassen en apps reserveren € 150 of meer op je rekening zodra je de pomp start. Bij FuelLinq tank je op je prepaid saldo: er wordt niets vastgezet op je bankrekening, en wat je niet tankt blijft gewoon op je saldo staan.',
      },
      {
        id: 'aanvullen',
        question: 'Hoe vul ik mijn saldo aan?',
        answer:
          'In de app kies je een bedrag en betaal je vanaf je gekoppelde bankrekening. Het saldo staat direct klaar voor je volgende tankbeurt.',
      },
      {
        id: 'opzeggen',
        question: 'Hoe zeg ik op?',
        answer:
          'Je abonnement loopt per maand en stopt aan het eind van de lopende maand. Je proefmaand wordt automatisch een betaald abonnement als je niet opzegt.',
      },
    ],
  },
  {
    id: 'zakelijk',
    title: 'Zakelijk en wagenpark',
    items: [
      {
        id: 'passen-per-bestuurder',
        question: 'Kan ik passen per bestuurder of voertuig uitgeven?',
        answer:
          'Ja. Een zakelijk account heeft meerdere passen, elk met een eigen naam of kenteken. Een pas zet je op pauze of blokkeer je met één klik, bijvoorbeeld als een medewerker vertrekt.',
      },
      {
        id: 'factuur',
        question: 'Krijg ik één factuur met btw?',
        answer:
          'Ja. Je krijgt per maand een factuur met een doorlopend nummer, de btw apart vermeld en alle tankbeurten van je wagenpark, ook als PDF.',
      },
      {
        id: 'wpm',
        question: 'Helpt FuelLinq bij de WPM-rapportage?',
        answer:
          'Ja. Werkgevers met 100 of meer medewerkers rapporteren hun zakelijke en woon-werkkilometers. FuelLinq maakt die opgave per KvK-nummer, vervoermiddel en brandstof, klaar om in te dienen.',
      },
      {
        id: 'csrd',
        question: 'Accepteert mijn accountant het CO2-rapport?',
        answer:
          'Het rapport noemt de periode, de methode per voertuig, de factorenlijst van CO2emissiefactoren.nl met jaar, en of het van bron tot wiel of van tank tot wiel is gerekend. Zo is elk getal na te rekenen.',
      },
    ],
  },
  {
    id: 'partners',
    title: 'Tankstations en partners',
    items: [
      {
        id: 'partner-worden',
        question: 'Hoe word ik partner met mijn tankstation?',
        answer:
          'Neem contact met ons op via het contactformulier met als onderwerp Tankstation aansluiten. We koppelen je stations aan je account en je beheert daarna zelf prijzen, acties en openingstijden in het partnerportaal.',
      },
      {
        id: 'prijzen',
        question: 'Hoe snel staan mijn prijzen online?',
        answer:
          'Direct. Een prijs die je opslaat staat meteen in de stationszoeker, met de tijd erbij: bestuurders zien dat je prijs van 3 minuten geleden is, niet van gisteren.',
      },
      {
        id: 'pomp',
        question: 'Kan mijn kassasysteem of pomp gekoppeld worden?',
        answer:
          'Ja. Met een API-sleutel uit de partnerinstellingen meldt je pomp wat er getankt is, en je kassasysteem kan prijzen van al je stations tegelijk bijwerken. Zie de API-pagina.',
      },
      {
        id: 'merk',
        question: 'Staat mijn merk bij mijn stations?',
        answer:
          'Zodra wij hebben vastgesteld dat je een merk mag voeren, tonen we het logo en de naam bij je stations. Tot die tijd staan ze als onafhankelijk station in de zoeker.',
      },
    ],
  },
  {
    id: 'co2',
    title: 'CO2 en voertuigen',
    items: [
      {
        id: 'kenteken',
        question: 'Waarom vraagt FuelLinq mijn kenteken?',
        answer:
          'Met je kenteken halen we merk, model, brandstof en de officiële uitstoot (WLTP of NEDC) op bij de RDW. Zo hoef je niets over te typen en klopt je CO2-rapport.',
      },
      {
        id: 'methodes',
        question: 'Hoe rekent FuelLinq mijn CO2-uitstoot?',
        answer:
          'Op drie manieren: getankte liters × de factor van je brandstof, gereden kilometers × de WLTP-waarde van je voertuig, of voor elektrisch rijden kilometers × de factor van de stroom. Je kiest van bron tot wiel of van tank tot wiel.',
      },
      {
        id: 'export',
        question: 'Kan ik het rapport downloaden?',
        answer: 'Ja, als CSV voor je spreadsheet en als PDF om te delen of te archiveren.',
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy en account',
    items: [
      {
        id: 'locatie',
        question: 'Volgt FuelLinq waar ik rijd?',
        answer:
          'Nee. Je locatie gebruiken we alleen op het moment dat je stations in de buurt zoekt, en alleen als je dat toestaat. We slaan haar niet op.',
      },
      {
        id: 'gegevens',
        question: 'Kan ik mijn gegevens inzien of verwijderen?',
        answer:
          'Ja. Onder Mijn gegevens in de app download je alles wat we over je bewaren als één bestand, en verwijder je je account met je wachtwoord. Lees meer op de privacypagina.',
      },
    ],
  },
];
