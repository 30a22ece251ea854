export function resetMail(link: string) {
  return {
    subject: 'Stel je FuelLinq-wachtwoord opnieuw in',
    text: [
      'Hallo,',
      '',
      'Je hebt gevraagd om je wachtwoord voor FuelLinq opnieuw in te stellen.',
      'Open deze link binnen een uur om een nieuw wachtwoord te kiezen:',
      '',
      link,
      '',
      'Heb je dit niet zelf gevraagd? Dan hoef je niets te doen; je wachtwoord blijft hetzelfde.',
      '',
      'Groet,',
      'FuelLinq',
    ].join('\n'),
  };
}
