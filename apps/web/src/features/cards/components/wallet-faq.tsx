const questions = [
  {
    q: 'Hoe zet ik mijn tankpas in mijn wallet?',
    a: 'Kies een pas en tik op Toevoegen aan Apple Wallet of Toevoegen aan Google Wallet. Je telefoon vraagt of je de pas wilt bewaren. Zonder Apple of Google Wallet open je de universele pas in de browser en bewaar je die als bladwijzer.',
  },
  {
    q: 'Staat mijn kaartnummer op de pas?',
    a: 'Nee. Op de pas staan alleen de laatste vier cijfers. De QR-code bevat een eigen code die niets over je kaartnummer zegt.',
  },
  {
    q: 'Wat betekent de actieve pas?',
    a: 'Met je actieve pas start je Nu tanken. Je hebt altijd precies één actieve pas; met Maak actief kies je een andere.',
  },
  {
    q: 'Wat kost een extra prepaid tankpas?',
    a: 'Tijdens de introductie € 4,99 in plaats van € 9,99, eenmalig. Je eerste pas bij het aanmaken van je account is gratis.',
  },
  {
    q: 'Wat gebeurt er als ik een pas verwijder?',
    a: 'De pas werkt dan niet meer, ook niet in je wallet. Was het je actieve pas, dan wordt je nieuwste andere pas actief.',
  },
];

/** Questions about passes and wallets, as a keyboard-friendly disclosure list. */
export function WalletFaq() {
  return (
    <div className="space-y-2">
      {questions.map((item) => (
        <details key={item.q} className="card group p-4">
          <summary className="cursor-pointer font-medium">{item.q}</summary>
          <p className="mt-2 text-sm text-muted">{item.a}</p>
        </details>
      ))}
    </div>
  );
}
