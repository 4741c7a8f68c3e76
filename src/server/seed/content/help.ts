/** Help-centre items per language and the feedback question types. */
export interface HelpSeed {
  title: string;
  content: string;
}

const p = (text: string) => `<p style="font-size:26px;line-height:40px;margin:0 0 16px">${text}</p>`;
const list = (items: string[]) => `<ol style="font-size:26px;line-height:40px;padding-left:40px">${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;

export const HELP_ITEMS: Record<'EN' | 'CN', HelpSeed[]> = {
  EN: [
    { title: 'How do I register?', content: p('Tap <strong>Register</strong> on the home page.') + list(['Choose a username or use your mobile number.', 'Set a password of 6 to 20 characters.', 'Enter the verification code and submit.']) },
    { title: 'How do I deposit?', content: p('Open the member centre and choose <strong>Deposit</strong>.') + list(['Pick a payment channel.', 'Enter the amount.', 'Follow the instructions of the channel.']) + p('Most deposits arrive within a few minutes.') },
    { title: 'How long does a withdrawal take?', content: p('Withdrawals are usually processed within <strong>30 minutes</strong>. Make sure your bank card and payee name are set in the security centre.') },
    { title: 'I forgot my password', content: p('On the login page tap <em>Forgot password</em> and enter your username and e-mail, or reset it with your mobile number.') },
    { title: 'How do promotions work?', content: p('Join a promotion from the Promotions page. Some rewards are paid automatically, others need you to apply with a screenshot or a remark.') },
    { title: 'Responsible gaming', content: p('Set limits and take breaks. Contact customer service to pause your account. Players must be 18 or older.') },
  ],
  CN: [
    { title: '如何注册？', content: p('在首页点击<strong>注册</strong>。') + list(['选择用户名或使用手机号码。', '设置6到20位的密码。', '输入验证码并提交。']) },
    { title: '如何存款？', content: p('打开会员中心并选择<strong>存款</strong>。') + list(['选择支付渠道。', '输入金额。', '按照渠道提示完成支付。']) + p('大多数存款会在几分钟内到账。') },
    { title: '提款需要多长时间？', content: p('提款通常在<strong>30分钟</strong>内处理完毕。请先在安全中心绑定银行卡并设置收款人姓名。') },
    { title: '忘记密码怎么办？', content: p('在登录页点击<em>忘记密码</em>，输入用户名和邮箱，或使用手机号码重置。') },
    { title: '优惠活动如何参加？', content: p('在优惠页面报名参加活动。部分奖励自动发放，部分需要上传截图或填写备注申请。') },
    { title: '理性游戏', content: p('请设定限额并适度休息。如需暂停账户，请联系客服。玩家必须年满18岁。') },
  ],
};

/** Spec question types: others 0, deposit 1, withdrawal 2, game 3, customer service 4, apply agent 6. */
export const FEEDBACK_TYPES: { type: number; labelKey: string }[] = [
  { type: 1, labelKey: 'feedback_type_deposit' },
  { type: 2, labelKey: 'feedback_type_withdrawal' },
  { type: 3, labelKey: 'feedback_type_game' },
  { type: 4, labelKey: 'feedback_type_customer_service' },
  { type: 6, labelKey: 'feedback_type_apply_agent' },
  { type: 0, labelKey: 'feedback_type_others' },
];
