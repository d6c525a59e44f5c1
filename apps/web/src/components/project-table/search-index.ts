// The keyword search rules are the domain's, so the server's search (its SQL twin) and the shared pages agree.
export { buildSearchText, matchesSearch, parseSearchWords } from '@bil/domain';
