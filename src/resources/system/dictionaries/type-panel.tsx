/** The dictionary types beside their data: choose one to list its data; add, edit and delete types. */
import { Button, Card, Input, Menu, Space } from "antd";
import { DeleteOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { backend, useCall, type Has, ResourceForm } from "@/resources/kit";
import { TYPE_FORM } from "./type-form";
import { dictionaries, type DictType } from "@contract/system/dictionaries";

interface Props {
  selected?: DictType;
  onSelect: (type?: DictType) => void;
  has: Has;
}

export function TypePanel({ selected, onSelect, has }: Props) {
  const { t } = useTranslation();
  const call = useCall();
  const [types, setTypes] = useState<DictType[]>([]);
  const [term, setTerm] = useState("");
  const [form, setForm] = useState<{ mode: "add" | "edit"; row?: DictType } | null>(null);
  const load = useCallback(() => {
    backend
      // X-Boot: search takes a required `key` (title or type); without a term, every type.
      .request<DictType[]>(
        term
          ? { style: dictionaries.searchTypes.style, url: dictionaries.searchTypes.path, data: { key: term } }
          : { style: dictionaries.types.style, url: dictionaries.types.path, data: {} },
      )
      .then((envelope) => setTypes(envelope.result ?? []))
      .catch(() => undefined);
  }, [term]);
  useEffect(load, [load]);
  const remove = (row: DictType) =>
    void call({
      endpoint: dictionaries.delTypes,
      payload: { ids: String(row.id) },
      confirm: { textKey: "dictionaries.types.deleteConfirm", values: { title: row.title } },
      successKey: "common.messages.deleted",
      onDone: () => {
        if (selected?.id === row.id) onSelect(undefined);
        load();
      },
    });
  return (
    <Card
      size="small"
      title={t("dictionaries.types.title")}
      extra={
        has("add") && (
          <Button size="small" icon={<PlusOutlined />} onClick={() => setForm({ mode: "add" })} data-action="add-type">
            {t("common.actions.add")}
          </Button>
        )
      }
      styles={{ body: { padding: 8 } }}
    >
      <Input.Search
        allowClear
        size="small"
        aria-label={t("dictionaries.fields.typeTitle")}
        placeholder={t("common.placeholder.inputField", { label: t("dictionaries.fields.typeTitle") })}
        onSearch={(value) => setTerm(value.trim())}
        style={{ marginBottom: 8 }}
      />
      <Menu
        data-testid="dict-types"
        selectedKeys={selected ? [String(selected.id)] : []}
        onClick={({ key }) => onSelect(types.find((type) => String(type.id) === key))}
        style={{ maxHeight: 560, overflowY: "auto", borderInlineEnd: 0 }}
        items={types.map((type) => ({
          key: String(type.id),
          label: (
            <Space style={{ width: "100%", justifyContent: "space-between" }}>
              <span title={type.type}>{type.title}</span>
              {selected?.id === type.id && (
                <span onClick={(event) => event.stopPropagation()}>
                  {has("edit") && (
                    <Button
                      type="text"
                      size="small"
                      icon={<EditOutlined />}
                      aria-label={t("common.actions.edit")}
                      onClick={() => setForm({ mode: "edit", row: type })}
                    />
                  )}
                  {has("delete") && (
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t("common.actions.delete")}
                      onClick={() => remove(type)}
                    />
                  )}
                </span>
              )}
            </Space>
          ),
        }))}
      />
      {form && (
        <ResourceForm<DictType>
          namespace="dictionaries"
          def={TYPE_FORM}
          mode={form.mode}
          row={form.row}
          onClose={() => setForm(null)}
          onSaved={load}
        />
      )}
    </Card>
  );
}
