import { ORG_ROLE_LABELS, type OrgRole } from '@fuellinq/domain';

/** The invitation mail: who invites, to which organisation, as what, and the one-time link. */
export function invitationMail(input: { inviter: string; orgName: string; role: OrgRole; link: string }) {
  const role = ORG_ROLE_LABELS[input.role].toLowerCase();
  return {
    subject: `Uitnodiging voor ${input.orgName} op FuelLinq`,
    text: [
      'Hallo,',
      '',
      `${input.inviter} nodigt je uit voor ${input.orgName} op FuelLinq, als ${role}.`,
      'Open deze link binnen 7 dagen om de uitnodiging te bekijken en te accepteren. Heb je nog geen',
      'account, dan maak je er daar een aan.',
      '',
      input.link,
      '',
      'Verwachtte je deze uitnodiging niet? Dan hoef je niets te doen; de link verloopt vanzelf.',
      '',
      'Groet,',
      'FuelLinq',
    ].join('\n'),
  };
}
