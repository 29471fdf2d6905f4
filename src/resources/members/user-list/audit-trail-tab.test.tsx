/**
 * The member detail's audit tab asks for the member it was given, as the same string: ids are 19-digit strings end to
 * end, and one above 2^53 sent through Number() would name another member.
 */
import { describe, expect, it } from "vitest";
import { render, waitFor } from "@testing-library/react";
import { Refine, type DataProvider } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { MemoryRouter, Route, Routes } from "react-router";
import { RouteHooks } from "@/lib/route-hooks";
import { UiProviders } from "@/shell/ui-providers";
import { MemberAuditTrail } from "./audit-trail-tab";

describe("the member detail's audit tab", () => {
  it("sends the member id it was given, unchanged", async () => {
    const asked: unknown[] = [];
    const dataProvider: DataProvider = {
      getApiUrl: () => "",
      getList: async ({ filters }) => {
        for (const filter of filters ?? [])
          if ("field" in filter && filter.field === "memberId") asked.push(filter.value);
        return { data: [], total: 0 };
      },
      getOne: async () => ({ data: {} as never }),
      create: async () => ({ data: {} as never }),
      update: async () => ({ data: {} as never }),
      deleteOne: async () => ({ data: {} as never }),
    };
    render(
      <MemoryRouter initialEntries={["/members"]}>
        <RouteHooks>
          <UiProviders>
            <Refine
              dataProvider={dataProvider}
              routerProvider={routerProvider}
              resources={[{ name: "members", list: "/members" }]}
              options={{ disableTelemetry: true }}
            >
              <Routes>
                <Route path="/members" element={<MemberAuditTrail memberId="1234567890123456789" />} />
              </Routes>
            </Refine>
          </UiProviders>
        </RouteHooks>
      </MemoryRouter>,
    );
    await waitFor(() => expect(asked).toEqual(["1234567890123456789"]));
  });
});
