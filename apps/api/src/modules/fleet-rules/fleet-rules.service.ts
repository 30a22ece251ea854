// The rules at the pump (issue 24 §3–4): what other modules use of them. The refuel start checks a company
// card with these; the completion flags with them; a card's own rules are checked for unknown places.
export { cardIsUsable, type CompanyCard, usableCompanyCard } from './company-card.ts';
export { checkCompanyStart, RefuelDeclined } from './company-check.ts';
export { checkCompanyOdometer } from './company-odometer.ts';
export { recordDecline } from './declines.ts';
export { flagCompanyRefuel } from './completion-flags.ts';
export { checkRulePlaces, ruleStationNames } from './rule-places.ts';
