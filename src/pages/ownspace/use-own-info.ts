/**
 * The current user from GET /xboot/user/info, for own space. `refresh` also updates the stored userInfo (and
 * nickname / avatar), then Refine's identity, so the header shows the change at once.
 */
import { session } from "@contract/session";
import { useInvalidateAuthStore } from "@refinedev/core";
import { useCallback, useEffect, useState } from "react";
import { http } from "@/providers/http-instance";
import { storage, StorageKey } from "@/lib/storage";
import type { UserInfo } from "@/providers/auth-provider";

export function useOwnInfo(): { user: UserInfo | null; loading: boolean; refresh: () => Promise<void> } {
  const [user, setUser] = useState<UserInfo | null>(null);
  const [loading, setLoading] = useState(true);
  const invalidateIdentity = useInvalidateAuthStore();
  const load = useCallback(async () => {
    setLoading(true);
    try {
      const { result } = await http.get<UserInfo>(session.userInfo.path);
      setUser(result);
      return result;
    } catch {
      return null;
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  const refresh = useCallback(async () => {
    const fresh = await load();
    if (!fresh) return;
    storage.setJson(StorageKey.userInfo, fresh);
    storage.set(StorageKey.nickname, fresh.nickname ?? fresh.username);
    storage.set(StorageKey.avatar, fresh.avatar ?? "");
    await invalidateIdentity();
  }, [load, invalidateIdentity]);
  return { user, loading, refresh };
}
