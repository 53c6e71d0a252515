export * from './content-ids';
export * from './declaration';
export * from './elements';
export * from './geometry';
export * from './resolved';
export * from './slide-design-constants';
export * from './theme';
