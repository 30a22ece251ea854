/** Spec §8 Bank and §4 Bank link: the texts the bank step and the sandbox bank show. */
export const bankMessages = {
  linkFailed: 'Er ging iets mis bij het koppelen.',
  pending: 'Bankkoppeling in behandeling, even geduld.',
  invalidState: 'Dit koppelverzoek is ongeldig of al gebruikt. Kies je bank opnieuw.',
  expired: 'Dit koppelverzoek is verlopen. Kies je bank opnieuw.',
  linkNotFound: 'Dit koppelverzoek bestaat niet (meer). Kies je bank opnieuw.',
  rejected: 'Je hebt de koppeling bij je bank geweigerd. Kies je bank opnieuw om het nog eens te proberen.',
} as const;
