/** Mounts the member detail drawer (its own lazy chunk) the first time anything opens it (memberDrawer.open). */
import { Suspense, useState } from "react";
import { lazyPage } from "@/lib/chunk-timeout";
import { memberDrawer, useMemberDrawer } from "@/providers/session/member-drawer-store";
import { ChunkErrorBoundary } from "@/shell/chunk-error-boundary";

const MemberDetailDrawer = lazyPage(() => import("@/resources/members/user-list/member-detail"));

export function MemberDrawerHost() {
  const member = useMemberDrawer();
  const [loaded, setLoaded] = useState(member !== null);
  if (member && !loaded) setLoaded(true);
  return loaded ? (
    <ChunkErrorBoundary
      onClose={() => {
        setLoaded(false);
        memberDrawer.close();
      }}
    >
      <Suspense fallback={null}>
        <MemberDetailDrawer />
      </Suspense>
    </ChunkErrorBoundary>
  ) : null;
}
