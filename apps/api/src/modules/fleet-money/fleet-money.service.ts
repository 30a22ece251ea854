// The fleet's money as other modules may use it (issue 24 §5): a driver's own company budget, for
// "Mijn zakelijke pas" (GET /api/me/company-budget answers the same).
export { myCompanyBudget } from './budgets.ts';
export { checkBudgetAlerts } from './budget-alerts.ts';
export { checkLowBalance } from './org-balance.ts';
