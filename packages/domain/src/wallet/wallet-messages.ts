/** Spec §8 Wallet and §4 Wallet screen: every text of the wallet buttons and the pass, word for word. */
export const walletMessages = {
  notConfigured: 'Apple/Google Wallet nog niet geconfigureerd (demo).',
  appleNotConfigured: 'Apple Wallet nog niet geconfigureerd (demo).',
  googleNotConfigured: 'Google Wallet nog niet geconfigureerd (demo).',
  noLink: 'Geen wallet-link ontvangen.',
  noAppleUrl: 'Geen Apple Wallet-URL ontvangen.',
  noGoogleUrl: 'Geen Google Wallet-URL ontvangen.',
  passFailed: 'Wallet-pass ophalen mislukt (demo).',
  waitingForLink: 'wachten op koppeling',
  creatingCard: 'Je pas wordt aangemaakt…',
  ready: 'Je pas is klaar om toe te voegen.',
  revokeLinks: 'Eerdere paslinks intrekken',
  revokeHint:
    'Link gedeeld met iemand die hem niet meer mag gebruiken? Trek alle eerdere links van deze pas in.',
  linksRevoked: 'Alle eerdere links van deze pas werken niet meer.',
  revokeFailed: 'Intrekken mislukt',
} as const;

/** Errors of the wallet API and their Dutch texts. */
export const walletErrors = {
  wallet_not_configured: walletMessages.notConfigured,
  link_expired: 'Deze downloadlink is verlopen. Vraag in de app een nieuwe aan.',
  pass_link_expired: 'Deze paslink is verlopen. Open je pas opnieuw vanuit de app.',
  link_revoked: 'Deze link is ingetrokken. Open je pas opnieuw vanuit de app.',
  pass_not_found: 'Deze pas bestaat niet (meer).',
  card_blocked:
    'Deze pas is geblokkeerd en krijgt geen wallet-pas meer. Vraag gratis een vervangende pas aan en voeg die toe.',
  company_card_blocked:
    'Deze zakelijke pas is geblokkeerd en krijgt geen wallet-pas meer. Voeg de vervangende pas toe zodra je wagenparkbeheerder die heeft uitgegeven.',
} as const;
