export * from './envelope';
export * from './error-codes';
export * from './text-measure';
export * from './health';
export * from './accounts';
export * from './files';
export * from './facts';
export * from './slides';
