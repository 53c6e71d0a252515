import type { ResultProps } from 'antd';
import { lazy, Suspense } from 'react';

// antd's Result carries three large status illustrations (~10 KB gzip): screens show it only when something went
// wrong, so it is fetched then rather than with every route.
const Result = lazy(() => import('antd/es/result'));

/** antd's Result, loaded when first shown. */
export function LazyResult(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <Result {...props} />
    </Suspense>
  );
}
