/**
 * Dictionaries: the types beside the data of the chosen one (all data when none is chosen). The console's own
 * dictionary answers are forgotten on leaving, so an edited title shows in the lists after.
 */
import { useResourceParams } from "@refinedev/core";
import { Col, Row } from "antd";
import { useEffect, useMemo, useState } from "react";
import { clearDictCache } from "@/components/dict-store";
import { usePermissions, type ResourceDefinition, ListPage } from "@/resources/kit";
import { TypePanel } from "./type-panel";
import type { DictData, DictType } from "./types";

export function DictionariesPage({ definition }: { definition: ResourceDefinition<DictData> }) {
  const { identifier } = useResourceParams();
  const { has } = usePermissions(identifier);
  const [type, setType] = useState<DictType>();
  useEffect(() => clearDictCache, []);
  const scoped = useMemo((): ResourceDefinition<DictData> => {
    if (!type) return definition;
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
  }, [definition, type]);
  return (
    <Row gutter={12} wrap={false}>
      <Col flex="260px">
        <TypePanel selected={type} onSelect={setType} has={has} />
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <ListPage key={type?.id ?? "all"} definition={scoped} />
      </Col>
    </Row>
  );
}
