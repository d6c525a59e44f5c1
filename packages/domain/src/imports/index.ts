export * from './import-columns';
export * from './column-matching';
export * from './cell-values';
export * from './import-rows';
export * from './import.policy';
export * from './import.responses';
