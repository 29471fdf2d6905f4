/** The product logo, with the product name unless collapsed. */
import { useProductName } from "@/providers/product-name";

export function Logo({ collapsed, color }: { collapsed: boolean; color: string }) {
  const product = useProductName();
  return (
    <div
      data-testid="logo"
      style={{
        height: 56,
        display: "flex",
        alignItems: "center",
        justifyContent: collapsed ? "center" : "flex-start",
        gap: 8,
        padding: collapsed ? 0 : "0 16px",
        color,
        fontWeight: 600,
        overflow: "hidden",
        whiteSpace: "nowrap",
        flexShrink: 0,
        lineHeight: "normal",
      }}
    >
      <img src="logo.svg" alt="" width={28} height={28} />
      {!collapsed && <span>{product}</span>}
    </div>
  );
}
