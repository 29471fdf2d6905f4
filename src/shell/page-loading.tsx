/** The Suspense fallback while a lazy page loads: a CSS spinner, so the login route needs no antd Spin. */
export function PageLoading() {
  return (
    <div className="page-loading" role="progressbar" aria-busy="true">
      <span className="page-loading-dot" />
    </div>
  );
}
