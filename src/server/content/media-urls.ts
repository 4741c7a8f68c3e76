/** Where the generated images live on this server (see routes/content/media-*.ts). */
export const mediaUrl = {
  game: (gameId: string) => `/media/games/${encodeURIComponent(gameId)}.svg`,
  vendor: (code: string) => `/media/vendors/${encodeURIComponent(code)}.svg`,
  /** With a language the artwork shows the banner's texts in it (when the merchant has them). */
  banner: (id: number, language?: string) => `/media/banners/${id}.svg${language ? `?lang=${encodeURIComponent(language)}` : ''}`,
  announcement: (id: number, sequence: number) => `/media/promotions/${id}-${sequence}.svg`,
  promotionCategory: (id: number) => `/media/promotion-categories/${id}.svg`,
};

/** Vendors the spec draws with one shared lottery icon. */
export const SHARED_ICON_VENDORS = ['LOTT', 'ELOTT', 'TCG_SEA', 'TCG_LOTTO_VN', 'BTI'];
