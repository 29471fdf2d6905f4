/** Version 1 of the schema: staff, session, menu, dictionaries and the business tables. */
export const schemaV1 = `
CREATE TABLE staff_user (
  id serial PRIMARY KEY,
  username text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  nickname text NOT NULL DEFAULT '',
  avatar text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  mobile text NOT NULL DEFAULT '',
  sex text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  type integer NOT NULL DEFAULT 0,
  status integer NOT NULL DEFAULT 0,
  department_title text NOT NULL DEFAULT '',
  pass_strength text NOT NULL DEFAULT '',
  create_time timestamp NOT NULL,
  failed_count integer NOT NULL DEFAULT 0,
  first_failed_at timestamptz,
  locked_until timestamptz
);
CREATE TABLE access_token (
  token text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES staff_user(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE TABLE role (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  description text NOT NULL DEFAULT '',
  default_role boolean NOT NULL DEFAULT false
);
CREATE TABLE user_role (
  user_id integer NOT NULL REFERENCES staff_user(id) ON DELETE CASCADE,
  role_id integer NOT NULL REFERENCES role(id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, role_id)
);
CREATE TABLE permission (
  id integer PRIMARY KEY,
  parent_id integer NOT NULL DEFAULT 0,
  name text NOT NULL UNIQUE,
  title text NOT NULL,
  icon text NOT NULL DEFAULT '',
  is_menu integer NOT NULL DEFAULT 1,
  url text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  component text NOT NULL DEFAULT '',
  type integer NOT NULL,
  level integer NOT NULL,
  show_always boolean NOT NULL DEFAULT true,
  path text NOT NULL DEFAULT '',
  sort_order numeric(10,2) NOT NULL DEFAULT 0
);
CREATE TABLE role_permission (
  role_id integer NOT NULL REFERENCES role(id) ON DELETE CASCADE,
  permission_id integer NOT NULL REFERENCES permission(id) ON DELETE CASCADE,
  perm_types text NOT NULL DEFAULT '',
  PRIMARY KEY (role_id, permission_id)
);
CREATE TABLE dict (
  id serial PRIMARY KEY,
  type text NOT NULL UNIQUE,
  title text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE TABLE dict_data (
  id serial PRIMARY KEY,
  dict_id integer NOT NULL REFERENCES dict(id) ON DELETE CASCADE,
  value text NOT NULL,
  title text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  UNIQUE (dict_id, value)
);
CREATE TABLE member (
  id serial PRIMARY KEY,
  real_name text NOT NULL,
  phone text NOT NULL,
  is_test boolean NOT NULL DEFAULT false,
  referrer_id integer REFERENCES member(id),
  first_leader_id integer REFERENCES member(id),
  team_level integer NOT NULL DEFAULT 0,
  user_performance numeric(18,2) NOT NULL DEFAULT 0,
  team_deposit numeric(18,2) NOT NULL DEFAULT 0,
  team_performance numeric(18,2) NOT NULL DEFAULT 0,
  team_user_count integer NOT NULL DEFAULT 0,
  register_time timestamp NOT NULL
);
CREATE INDEX member_referrer_idx ON member(referrer_id);
CREATE TABLE withdraw_order (
  id serial PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES member(id),
  currency text NOT NULL,
  withdraw_amount numeric(18,2) NOT NULL,
  usdt_amount numeric(18,2) NOT NULL,
  fee_amount numeric(18,2) NOT NULL,
  transfer_amount numeric(18,2) NOT NULL,
  status integer NOT NULL,
  card_no text,
  is_send_energy boolean,
  created_time timestamp NOT NULL,
  handle_time timestamp,
  remark text,
  handler text
);
CREATE INDEX withdraw_order_created_idx ON withdraw_order(created_time DESC, id DESC);
CREATE INDEX withdraw_order_user_idx ON withdraw_order(user_id);
CREATE TABLE goods_category (
  id serial PRIMARY KEY,
  category_name text NOT NULL,
  type integer NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE TABLE score_goods (
  id serial PRIMARY KEY,
  goods_id text NOT NULL,
  goods_name text NOT NULL,
  category_id integer REFERENCES goods_category(id),
  goods_image text NOT NULL DEFAULT '',
  origin_price numeric(18,2) NOT NULL DEFAULT 0,
  in_price numeric(18,2) NOT NULL DEFAULT 0,
  suggest_price numeric(18,2) NOT NULL DEFAULT 0,
  score_price integer NOT NULL DEFAULT 0,
  sort integer NOT NULL DEFAULT 0,
  status integer NOT NULL DEFAULT 1,
  created_time timestamp NOT NULL
);
CREATE TABLE score_goods_stock (
  id serial PRIMARY KEY,
  score_goods_id integer NOT NULL REFERENCES score_goods(id) ON DELETE CASCADE,
  goods_id text NOT NULL,
  goods_name text NOT NULL,
  spec_name text NOT NULL DEFAULT '',
  goods_image text NOT NULL DEFAULT '',
  goods_stock_start integer NOT NULL DEFAULT 0,
  goods_stock_valid integer NOT NULL DEFAULT 0,
  origin_price numeric(18,2) NOT NULL DEFAULT 0,
  in_price numeric(18,2) NOT NULL DEFAULT 0,
  suggest_price numeric(18,2) NOT NULL DEFAULT 0,
  score_price integer NOT NULL DEFAULT 0
);
CREATE TABLE score_exchange_record (
  id serial PRIMARY KEY,
  uid integer NOT NULL REFERENCES member(id),
  order_id text NOT NULL,
  three_party_order_id text,
  status integer NOT NULL,
  score_price integer NOT NULL,
  goods_id text NOT NULL,
  goods_image text NOT NULL DEFAULT '',
  goods_name text NOT NULL,
  sku_name text,
  express_name text,
  express_number text,
  province_txt text NOT NULL DEFAULT '',
  city_txt text NOT NULL DEFAULT '',
  district_txt text NOT NULL DEFAULT '',
  street_address text NOT NULL DEFAULT '',
  shipping_time timestamp,
  created_time timestamp NOT NULL
);
CREATE TABLE team_level_config (
  id serial PRIMARY KEY,
  level_name text NOT NULL,
  level integer NOT NULL,
  user_invite_direct_rate numeric(18,4),
  user_invite_indirect_rate numeric(18,4),
  child_level_profit_rate numeric(18,4),
  same_level_profit_rate numeric(18,4),
  global_profit_rate numeric(18,4),
  upgrade_condition text NOT NULL DEFAULT '{}',
  upgrade_condition_show text NOT NULL DEFAULT '[]',
  status integer NOT NULL DEFAULT 1,
  type integer NOT NULL DEFAULT 1
);
CREATE TABLE member_trc20 (
  id serial PRIMARY KEY,
  uid integer NOT NULL REFERENCES member(id),
  realname text NOT NULL DEFAULT 'TRC20',
  card_no text NOT NULL,
  status integer NOT NULL DEFAULT 1,
  created_time timestamp NOT NULL
);
CREATE TABLE task (
  id serial PRIMARY KEY,
  task_name text NOT NULL,
  type integer NOT NULL,
  score integer NOT NULL
);
CREATE TABLE member_task_record (
  id serial PRIMARY KEY,
  task_id integer NOT NULL REFERENCES task(id),
  uid integer NOT NULL REFERENCES member(id),
  status integer NOT NULL,
  score integer NOT NULL,
  done_time timestamp NOT NULL
);
CREATE TABLE analytics_account (
  id serial PRIMARY KEY,
  username text NOT NULL,
  password text NOT NULL DEFAULT '',
  cookie text NOT NULL DEFAULT '',
  status integer NOT NULL DEFAULT 1,
  last_login_time timestamp,
  created_time timestamp NOT NULL
);
`;
