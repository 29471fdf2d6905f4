/**
 * Dictionaries: the types beside the data of the chosen one (all data when none is chosen). The console's own
 * dictionary answers are forgotten on leaving, so an edited title shows in the lists after.
 */
import { useResourceParams } from "@refinedev/core";
import { useEffect } from "react";
import { clearDictCache } from "@/components/dict-store";
import { scope, usePermissions, type ScopePanelProps } from "@/resources/kit";
import { TypePanel } from "./type-panel";
import type { DictData, DictType } from "@contract/system/dictionaries";

function TypesPanel({ value, onChange }: ScopePanelProps<DictData, DictType>) {
  const { identifier } = useResourceParams();
  const { has } = usePermissions(identifier);
  useEffect(() => clearDictCache, []);
  return <TypePanel selected={value} onSelect={onChange} has={has} />;
}

export const dictTypeScope = scope<DictData, DictType>({
  placement: "beside",
  width: 260,
  panel: TypesPanel,
  narrow: (definition, type) => {
    const add = definition.forms?.add;
    return {
      ...definition,
      endpoints: { list: { ...definition.endpoints.list, params: { dictId: type.id } } },
      // New data goes to the chosen type.
      forms: {
        ...definition.forms,
        ...(add
          ? {
              add: {
                ...add,
                fields: add.fields.filter((field) => field.key !== "dictId"),
                toPayload: (values) => ({ ...values, dictId: type.id }),
              },
            }
          : {}),
      },
    };
  },
});
