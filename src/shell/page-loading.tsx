import { Spin } from "antd";

export function PageLoading() {
  return (
    <div style={{ display: "flex", justifyContent: "center", padding: 48 }}>
      <Spin />
    </div>
  );
}
