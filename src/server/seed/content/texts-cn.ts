/**
 * The demo merchant's operator content in Chinese (the seeds themselves are in English): what a
 * player reading the app in CN sees for notices, pop-ups, promotions, banners and deposit bonuses.
 * Keyed by the English title the seeds use; paragraphs are HTML-free text, the seeder wraps them.
 */
export const NOTICES_CN: Record<string, { title: string; paragraphs: string[] }> = {
  'Scheduled maintenance this Thursday': { title: '本周四例行维护通知', paragraphs: ['尊敬的会员：平台将于周四 <strong>02:00 至 04:00（GMT+8）</strong>进行例行维护。', '维护期间存款、取款及游戏可能暂停，敬请谅解。'] },
  'New instant bank transfer channel': { title: '全新极速银行转账通道上线', paragraphs: ['极速银行转账现已开放，单笔存款 100 至 50,000。', '通常 <strong>1 分钟</strong>内到账。'] },
  'Responsible gaming reminder': { title: '理性游戏提醒', paragraphs: ['娱乐有度，请为自己设定限额。您可随时通过客服申请冷静期。', '本平台仅向年满 <strong>18</strong> 岁的玩家开放。'] },
  'PG Soft releases five new slots': { title: 'PG 电子上线五款新游戏', paragraphs: ['五款全新 PG 电子游戏已在电子大厅上线，认准 <em>NEW</em> 标志。'] },
  'Keep your account secure': { title: '保护您的账户安全', paragraphs: ['工作人员绝不会向您索取密码或短信验证码。请在安全中心设置资金密码。'] },
  'Welcome to the new mobile lobby': { title: '欢迎来到全新手机大厅', paragraphs: ['页面更快、收藏跨设备同步，还有全新的优惠中心。尽情享受！'] },
  'Weekend cashback is back': { title: '周末返水回归', paragraphs: ['每个周末真人娱乐亏损最高返还 <strong>8%</strong>，详情请见优惠活动。'] },
  'Champions League parlay boost': { title: '欧冠串关加成', paragraphs: ['欧冠赛事四串一及以上的串关额外派彩 15%。'] },
  'Lightning Roulette tournament': { title: '闪电轮盘锦标赛', paragraphs: ['倍数前 50 名瓜分 <strong>88,888</strong> 奖池。'] },
  'Refer a friend, earn forever': { title: '推荐好友，永久分成', paragraphs: ['在会员中心邀请好友，每周按好友流水获得分成。'] },
  'Agent commission settled for last month': { title: '上月代理佣金已结算', paragraphs: ['上月佣金已到账，详情请查看分红页面。'] },
  'New daily salary contract terms': { title: '日工资契约新条款', paragraphs: ['日工资契约新增 50 人及 100 人活跃团队档位。', '请前往代理中心查看并签署新契约。'] },
  'Agent support hours extended': { title: '代理专属客服时间延长', paragraphs: ['代理专属客服现每日 09:00 至次日 01:00 在线。'] },
};

export const PROMOTIONS_CN: Record<string, { title: string; intro: string; rules: string[] }> = {
  'Welcome Bonus 100%': { title: '新人首存 100% 红利', intro: '首次存款翻倍，最高 1,888。', rules: ['最低存款 100。', '红利加本金 15 倍流水。', '每位会员、设备及 IP 限领一次。'] },
  'Daily Slot Reload 10%': { title: '电子每日续存 10%', intro: '每天续存，电子游戏额外加送 10%。', rules: ['每日最高 500。', '仅限电子游戏。', '8 倍流水。'] },
  'Weekend Live Casino Cashback': { title: '周末真人返水', intro: '周末真人娱乐亏损最高返还 8%。', rules: ['每周一派发。', '最低净亏损 200。'] },
  'Sports First Bet Insurance': { title: '体育首注保险', intro: '首笔体育投注输了？以免费注单返还。', rules: ['最高 300。', '请上传注单截图并说明赛事。'] },
  'Big Win Screenshot Contest': { title: '大奖截图大赛', intro: '分享您最大的电子游戏中奖截图。', rules: ['倍数 500 倍及以上。', '最佳 20 张截图各得 588。'] },
  'Deposit Rebate Request': { title: '存款返利申请', intro: '提交存款参考号，即可获得 2% 返利。', rules: ['单笔存款 1,000 以上可返利。', '请在备注中填写参考号。'] },
  'Birthday Gift': { title: '生日礼金', intro: '生日当月，我们为您送上一份礼物。', rules: ['VIP 1 及以上。', '请于生日当月领取。'] },
  'VIP Upgrade Bonus': { title: 'VIP 晋级礼金', intro: '晋级即可领取晋级礼金。', rules: ['每个等级限领一次。', '1 倍流水。'] },
  'Fishing Frenzy Jackpot': { title: '捕鱼狂欢奖池', intro: '捕获黄金龙，瓜分 50,000 奖池。', rules: ['所有捕鱼游戏均可参与。', '奖金 24 小时内派发。'] },
  'Refer a Friend Reward': { title: '推荐好友奖励', intro: '每位存款好友奖励 88。', rules: ['好友需存款至少 200。', '推荐人数不限。'] },
  'Lunar New Year Red Packets': { title: '新春红包雨', intro: '节日期间每小时派发红包。', rules: ['活动已结束，感谢参与。'] },
  'Lottery Lucky Draw Day': { title: '彩票幸运抽奖日', intro: '仅限一天：每张彩票均可参与幸运抽奖。', rules: ['22:00 开奖。', '中奖名单将在公告中公布。'] },
  'eSports Parlay Boost': { title: '电竞串关加成', intro: '电竞三串一及以上额外加送 12%。', rules: ['所有电竞厂商均可参与。', '加成于结算后派发。'] },
};

/** The general terms line closing every promotion's detail. */
export const PROMOTION_TERMS_CN = '通用条款适用。平台保留随时修改或终止本活动的权利。';

export const BANNERS_CN: Record<string, { title: string; subtitle: string }> = {
  'Welcome Bonus 100%': { title: '新人首存 100%', subtitle: '首存翻倍，最高 1,888' },
  'Weekend Cashback 8%': { title: '周末返水 8%', subtitle: '真人娱乐亏损每周一返还' },
  'Fishing Frenzy Jackpot': { title: '捕鱼狂欢奖池', subtitle: '捕获黄金龙，瓜分 50,000' },
  'Invite Friends': { title: '邀请好友', subtitle: '每位存款好友奖励 88' },
  'New PG Soft Slots': { title: 'PG 电子新游戏', subtitle: '电子大厅五款新作上线' },
  'Lightning Roulette Cup': { title: '闪电轮盘杯', subtitle: '最高倍数瓜分 88,888' },
  'eSports Parlay Boost': { title: '电竞串关加成', subtitle: '三串一及以上额外 12%' },
  'Join in 30 Seconds': { title: '30 秒快速注册', subtitle: '立即注册，领取新人红利' },
  'Safe and Secure': { title: '安全可靠', subtitle: '加密登录，7×24 小时客服' },
};

export const DEPOSIT_PROMOS_CN: Record<string, string> = {
  FIRST100: '首存 100% 红利',
  RELOAD10: '每日续存 10%',
  SLOT20: '电子存款 20%',
};
