/** The money rules of requests live with the call contract (one source for client and server). */
export { balanceAmount, hasCents, money, moneyUpTo } from '../../contract/fields';
