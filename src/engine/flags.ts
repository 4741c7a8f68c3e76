/**
 * The whitelabel switch catalogue: every switch a layout may name as `flags.<CODE>`. The lint
 * refuses other codes (a typo would otherwise hide an entry for every player, silently).
 */
export const WHITELABEL_SWITCHES: Readonly<Record<string, string>> = {
  USERNAMEREG3: 'Registration by username',
  MOBILENUMREG3: 'Registration by mobile number',
  REGMOBVERF3: 'SMS verification for username registration',
  MOBILENUMPASSREG3: 'Password for mobile registration',
  MOBILENUMOTPVERFREG3: 'SMS code for mobile registration',
  FACEBOOKLOGIN3: 'Facebook sign-in',
  GOOGLELOGIN3: 'Google sign-in',
  MOBILEVERIFYLOGIN3: 'Login by mobile number and SMS code',
  SLIDERVERF3: 'Slider verification before SMS codes (login, registration) and registration',
  REWCEN3: 'Reward centre (and promotion sign-up and claims)',
  PTSYS3: 'Point mall',
  TRANSBETREPMEM3: 'Betting record',
  TRANSREC3: 'Account record',
  SECPRIV: 'Security centre',
  MAILCEN: 'Messages (inbox)',
  MYACC: 'My account',
  CBS3: 'Customer-service chat',
  CHNGPASSVERIF3: 'Password recovery by phone',
  CHNGPASSMAIL3: 'Password recovery by e-mail',
  VIPBENEFITS3: 'VIP benefits (VIP room)',
  PNL3: 'Profit and loss',
  REFERRAL3: 'Referral promotion (invite friends)',
  DIVIDEND3: 'Agent dividends',
  AGENTTEAM3: 'Agent team features',
  REDRAIN3: 'Red envelope rain',
  FREEPLAY3: 'Free play (trial accounts)',
};

export const SWITCH_CODES: readonly string[] = Object.keys(WHITELABEL_SWITCHES);
