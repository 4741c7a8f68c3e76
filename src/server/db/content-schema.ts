/**
 * Games & content tables, run by the migrations runner after the accounts schema.
 * Each statement is idempotent (IF NOT EXISTS) so a restart never fails on an existing file.
 * member_id columns refer to the accounts `members` table.
 */
export const contentSchema: string[] = [
  `CREATE TABLE IF NOT EXISTS vendors (
    merchant_code TEXT NOT NULL,
    code TEXT NOT NULL,
    name TEXT NOT NULL,
    account_type_name TEXT NOT NULL,
    color TEXT NOT NULL,
    needs_real_member INTEGER NOT NULL DEFAULT 1,
    PRIMARY KEY (merchant_code, code)
  )`,
  // Vendor order inside each game category, as the operator sorted it.
  `CREATE TABLE IF NOT EXISTS vendor_sorting (
    merchant_code TEXT NOT NULL,
    category TEXT NOT NULL,
    category_sort INTEGER NOT NULL,
    vendor_code TEXT NOT NULL,
    vendor_sort INTEGER NOT NULL,
    PRIMARY KEY (merchant_code, category, vendor_code)
  )`,
  `CREATE TABLE IF NOT EXISTS games (
    merchant_code TEXT NOT NULL,
    node_id INTEGER NOT NULL,
    game_id TEXT NOT NULL,
    node_name TEXT NOT NULL,
    game_name TEXT NOT NULL,
    display_name TEXT NOT NULL,
    game_type TEXT NOT NULL,
    vassalage TEXT NOT NULL,
    min_bet REAL NOT NULL,
    min_line INTEGER NOT NULL,
    is_new INTEGER NOT NULL DEFAULT 0,
    hot INTEGER NOT NULL DEFAULT 0,
    hot_rank INTEGER,
    classifications TEXT NOT NULL DEFAULT '',
    support_play INTEGER NOT NULL DEFAULT 0,
    sort INTEGER NOT NULL,
    PRIMARY KEY (merchant_code, node_id)
  )`,
  `CREATE UNIQUE INDEX IF NOT EXISTS games_game_id ON games (merchant_code, game_id)`,
  `CREATE INDEX IF NOT EXISTS games_type ON games (merchant_code, game_type, vassalage)`,
  `CREATE TABLE IF NOT EXISTS game_favourites (
    member_id INTEGER NOT NULL,
    node_id INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (member_id, node_id)
  )`,
  `CREATE TABLE IF NOT EXISTS game_recent (
    member_id INTEGER NOT NULL,
    node_id INTEGER NOT NULL,
    played_at INTEGER NOT NULL,
    PRIMARY KEY (member_id, node_id)
  )`,
  // One row per launch; the ticket is what the play page URL carries instead of the session token.
  `CREATE TABLE IF NOT EXISTS game_launches (
    ticket TEXT PRIMARY KEY,
    member_id INTEGER NOT NULL,
    merchant_code TEXT NOT NULL,
    node_id INTEGER NOT NULL,
    play_type TEXT NOT NULL,
    game_code TEXT NOT NULL,
    created_at INTEGER NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS winners (
    id INTEGER PRIMARY KEY,
    merchant_code TEXT NOT NULL,
    customer_name TEXT NOT NULL,
    node_id INTEGER NOT NULL,
    win_amount REAL NOT NULL,
    won_at INTEGER NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS banners (
    id INTEGER PRIMARY KEY,
    merchant_code TEXT NOT NULL,
    group_name TEXT NOT NULL,
    title TEXT NOT NULL,
    subtitle TEXT NOT NULL DEFAULT '',
    link TEXT NOT NULL DEFAULT '',
    palette INTEGER NOT NULL DEFAULT 0,
    sort INTEGER NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS promotion_categories (
    id INTEGER PRIMARY KEY,
    merchant_code TEXT NOT NULL,
    title TEXT NOT NULL,
    color TEXT NOT NULL,
    sort INTEGER NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS announcements (
    id INTEGER PRIMARY KEY,
    merchant_code TEXT NOT NULL,
    type TEXT NOT NULL CHECK (type IN ('B','PL','PU','PR','H','A')),
    group_name TEXT NOT NULL DEFAULT '',
    title TEXT NOT NULL,
    content TEXT NOT NULL,
    start_date INTEGER NOT NULL,
    end_date INTEGER NOT NULL,
    no_expiry INTEGER NOT NULL DEFAULT 0,
    linked_promotion_id INTEGER,
    image_required TEXT NOT NULL DEFAULT 'N' CHECK (image_required IN ('Y','N')),
    remark_required TEXT NOT NULL DEFAULT 'N' CHECK (remark_required IN ('Y','N')),
    sign_up_enabled INTEGER NOT NULL DEFAULT 0,
    sign_up_request_reward_type TEXT NOT NULL DEFAULT 'D',
    hot INTEGER NOT NULL DEFAULT 0,
    palette INTEGER NOT NULL DEFAULT 0,
    sort INTEGER NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS announcements_type ON announcements (merchant_code, type)`,
  `CREATE TABLE IF NOT EXISTS announcement_categories (
    announcement_id INTEGER NOT NULL,
    category_id INTEGER NOT NULL,
    PRIMARY KEY (announcement_id, category_id)
  )`,
  `CREATE TABLE IF NOT EXISTS announcement_images (
    announcement_id INTEGER NOT NULL,
    sequence INTEGER NOT NULL,
    variant TEXT NOT NULL DEFAULT 'cover',
    PRIMARY KEY (announcement_id, sequence)
  )`,
  `CREATE TABLE IF NOT EXISTS announcement_reads (
    member_id INTEGER NOT NULL,
    announcement_id INTEGER NOT NULL,
    read_at INTEGER NOT NULL,
    PRIMARY KEY (member_id, announcement_id)
  )`,
  `CREATE TABLE IF NOT EXISTS promotion_signups (
    member_id INTEGER NOT NULL,
    announcement_id INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('PENDING','JOINED','REJECTED','ISSUED','CLAIMED')),
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (member_id, announcement_id)
  )`,
  `CREATE TABLE IF NOT EXISTS reward_requests (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL,
    announcement_id INTEGER NOT NULL,
    remarks TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS reward_request_images (
    request_id INTEGER NOT NULL,
    position INTEGER NOT NULL,
    path TEXT NOT NULL,
    mime TEXT NOT NULL,
    size INTEGER NOT NULL,
    PRIMARY KEY (request_id, position)
  )`,
  `CREATE TABLE IF NOT EXISTS help_items (
    id INTEGER PRIMARY KEY,
    merchant_code TEXT NOT NULL,
    device TEXT NOT NULL,
    language TEXT NOT NULL,
    title TEXT NOT NULL,
    content TEXT NOT NULL,
    sort INTEGER NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS feedback_types (
    merchant_code TEXT NOT NULL,
    type INTEGER NOT NULL,
    label_key TEXT NOT NULL,
    sort INTEGER NOT NULL,
    PRIMARY KEY (merchant_code, type)
  )`,
  `CREATE TABLE IF NOT EXISTS feedback (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL,
    merchant_code TEXT NOT NULL,
    type INTEGER NOT NULL,
    sender TEXT NOT NULL,
    content TEXT NOT NULL,
    created_at INTEGER NOT NULL
  )`,
  // Operator switches for the two logo-visibility calls (header logo, footer vendor logos).
  `CREATE TABLE IF NOT EXISTS logo_visibility (
    merchant_code TEXT NOT NULL,
    position TEXT NOT NULL,
    visible INTEGER NOT NULL,
    PRIMARY KEY (merchant_code, position)
  )`,
  // Lottery catalogue; draws are not stored: each is derived from draw_seed and its issue (see content/lottery/draws.ts).
  `CREATE TABLE IF NOT EXISTS lotteries (
    merchant_code TEXT NOT NULL,
    code TEXT NOT NULL,
    name TEXT NOT NULL,
    game_type TEXT NOT NULL,
    vassalage TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('digits', 'vn')),
    region TEXT NOT NULL DEFAULT '',
    digits INTEGER NOT NULL DEFAULT 0,
    interval_seconds INTEGER NOT NULL,
    offset_seconds INTEGER NOT NULL,
    draw_seed TEXT NOT NULL,
    menu_group TEXT NOT NULL,
    sort INTEGER NOT NULL,
    PRIMARY KEY (merchant_code, code)
  )`,
  // Operator content in other languages than the row's own: announcements, banners, deposit
  // bonuses (content/texts.ts). An item without a text in the asked language shows its own.
  `CREATE TABLE IF NOT EXISTS content_texts (
    merchant_code TEXT NOT NULL,
    kind TEXT NOT NULL,
    item_id TEXT NOT NULL,
    language TEXT NOT NULL,
    field TEXT NOT NULL,
    text TEXT NOT NULL,
    PRIMARY KEY (merchant_code, kind, item_id, language, field)
  )`,
  // A reward claim's pictures are kept in the database with their row (nodes sharing one database
  // share them; nothing is left on one node's disk). Pictures from before keep their files (path).
  'ALTER TABLE reward_request_images ADD COLUMN bytes BLOB',
];
