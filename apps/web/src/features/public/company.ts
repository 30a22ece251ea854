// How FuelLinq answers (the contact page's promises). Its name, address, numbers and bank account come from
// the server's configuration: GET /api/company (lib/company-details.ts).

export const CONTACT_PROMISES = {
  /** Spec §2: the reply time the contact page states. */
  replyTime: '1–2 werkdagen',
  openingHours: 'maandag t/m vrijdag 9.00–17.30 uur',
} as const;
