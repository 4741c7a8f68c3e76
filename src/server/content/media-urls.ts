/** Where the generated images live on this server (see routes/content/media-*.ts). */
export const mediaUrl = {
  game: (gameId: string) => `/media/games/${encodeURIComponent(gameId)}.svg`,
  vendor: (code: string) => `/media/vendors/${encodeURIComponent(code)}.svg`,
  banner: (id: number) => `/media/banners/${id}.svg`,
  announcement: (id: number, sequence: number) => `/media/promotions/${id}-${sequence}.svg`,
  promotionCategory: (id: number) => `/media/promotion-categories/${id}.svg`,
};

/** Vendors the spec draws with one shared lottery icon. */
export const SHARED_ICON_VENDORS = ['LOTT', 'ELOTT', 'TCG_SEA', 'TCG_LOTTO_VN', 'BTI'];
