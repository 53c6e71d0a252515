export { fetchPrintWork } from './api/print-api';
export { PrintFailure } from './components/PrintFailure';
export { usePrintReady } from './hooks/use-print-ready';
export { readPrintParams, type PrintParams } from './utils/print-params';
export { PrintDeckPage } from './components/PrintDeckPage';
