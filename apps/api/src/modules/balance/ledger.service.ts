// moved to modules/ledger; kept until every importer points there
export * from '../ledger/ledger.service.ts';
