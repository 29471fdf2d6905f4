/**
 * The antd parts a list page is made of, rendered while home is idle into an element outside the document, and kept
 * there. antd writes each component's CSS the first time that component renders (CSS-in-JS: the style is generated,
 * hashed and injected), and its CSS variables again whenever no instance was left mounted; on the first menu click
 * that work, and the style recalculation of the whole page each new style tag costs, would be on the critical path.
 * Rendered here first, under the same theme, the styles stay and the list page reuses them. No text: nothing here is
 * ever shown or read out (the host keeps it out of the document).
 */
import {
  Badge,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Drawer,
  Dropdown,
  Empty,
  Form,
  Input,
  InputNumber,
  Modal,
  Pagination,
  Popover,
  Segmented,
  Select,
  Space,
  Spin,
  Switch,
  Table,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from "antd";
import { ReloadOutlined, SearchOutlined } from "@ant-design/icons";

const ROWS = [{ id: 1, a: "" }];
const COLUMNS = [{ key: "a", dataIndex: "a", width: 120 }];

export function StyleWarmup() {
  return (
    <Card>
      <Tabs items={[{ key: "a", label: "" }]} />
      <Form layout="inline">
        <Form.Item label=" ">
          <Input />
        </Form.Item>
        <Form.Item>
          <Select options={[]} />
        </Form.Item>
        <Form.Item>
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item>
          <InputNumber />
        </Form.Item>
        <Space>
          <Button type="primary" icon={<SearchOutlined />} />
          <Button icon={<ReloadOutlined />} />
        </Space>
      </Form>
      <Spin spinning={false}>
        <Table rowKey="id" dataSource={ROWS} columns={COLUMNS} rowSelection={{}} pagination={false} />
      </Spin>
      <Pagination total={1} showSizeChanger showQuickJumper />
      <Tag />
      <Tag color="blue" />
      <Segmented options={[]} />
      <Badge count={0} />
      <Checkbox />
      <Empty />
      <Space.Compact>
        <Button />
      </Space.Compact>
      <Popover content="">
        <span />
      </Popover>
      <Dropdown menu={{ items: [] }}>
        <span />
      </Dropdown>
      <Switch />
      <Tooltip title="">
        <span />
      </Tooltip>
      <Typography.Text />
      <Modal open={false} />
      <Drawer open={false} />
    </Card>
  );
}
