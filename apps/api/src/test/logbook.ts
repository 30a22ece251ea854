// Logbook entries a test writes straight into odometer_logs and fuel_logs must refresh the monthly usage, as
// every writer does (decision 010); a card refuel's entry is written as its completion writes it.
export { refreshUsageMonths } from '../modules/vehicle-logs/usage-rollup.ts';
export { logRefuel } from '../modules/vehicle-logs/vehicle-logs.service.ts';
