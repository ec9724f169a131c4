// Labelled texts for security_guard's credential detection: `secret: true` must be caught on
// on_user_message, `secret: false` must pass. English, Chinese and Japanese; everyday look-alikes.
import { B58, B64, ALNUM, bytes, fake, githubToken, hex, jwt, listWords, pem, reseed, seedWords, solanaPubkey, solanaSecret, uuid, wif } from "./fake";
import { entropyToMnemonic } from "@scure/bip39";
import { wordlist as zhWords } from "@scure/bip39/wordlists/simplified-chinese.js";
import { wordlist as twWords } from "@scure/bip39/wordlists/traditional-chinese.js";

export interface TextSample {
  text: string;
  secret: boolean;
  /** Secret bodies that masking must remove whole and no reason may repeat. */
  bodies?: string[];
}

reseed(7);
const P = (text: string): TextSample => ({ text, secret: true });
const N = (text: string): TextSample => ({ text, secret: false });
const sk = () => "sk-" + "proj-" + fake(64, ALNUM + "_-") + "T3BlbkFJ" + fake(40, ALNUM + "_-");
const numbered = (w: string[], sep = ". ") => w.map((x, i) => `${i + 1}${sep}${x}`).join("\n");
const cap = (w: string[]) => w.map((x) => x[0]!.toUpperCase() + x.slice(1));

export const TEXTS: TextSample[] = [
  // ---- positives: API keys by family ----
  P(`Here is my OpenAI key: ${sk()}`),
  P(`can you use this key ${"sk-"}${fake(48)} for the script`),
  P(`OPENAI_API_KEY=${"sk-"}svcacct-${fake(80, ALNUM + "_-")}`),
  P(`admin key sk-admin-${fake(60, ALNUM + "_-")}`),
  P(`ANTHROPIC_API_KEY=${"sk-ant-"}api03-${fake(93, ALNUM + "_-")}AA`),
  P(`my claude key is ${"sk-ant-"}api03-${fake(95, ALNUM + "_-")}`),
  P(`openrouter: ${"sk-or-"}v1-${hex(64)}`),
  P(`deepseek key ${"sk-"}${hex(32)}`),
  P(`groq key gsk_${fake(52)}`),
  P(`xai-${fake(80)} is my grok key`),
  P(`pplx-${fake(48)}`),
  P(`My GitHub token is ${githubToken()}`),
  P(`use ${githubToken("gho")} for the oauth app`),
  P(`git clone https://${githubToken("ghs")}@github.com/acme/app.git`),
  P(`GH_TOKEN=github_pat_11A${fake(19)}_${fake(59)}`),
  P(`gitlab token glpat-${fake(20, ALNUM + "_-")}`),
  P(`runner registration GR1348941${fake(20)}`),
  P(`AWS_ACCESS_KEY_ID=AKIA${fake(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}\nAWS_SECRET_ACCESS_KEY=${fake(40, B64)}`),
  P(`aws_secret_access_key = ${fake(36, B64)}Ab3/`),
  P(`temporary creds ASIA${fake(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}`),
  P(`google maps key AIzaSy${fake(33, ALNUM + "_-")}`),
  P(`client_secret: GOCSPX-${fake(28, ALNUM + "_-")}`),
  P(`access token ya29.${fake(120, ALNUM + "_-")}`),
  P(`{"type": "service_account", "project_id": "p", "private_key_id": "${hex(40)}", "private_key": "${pem("PRIVATE KEY", 8, true)}\\n"}`),
  P(`DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=${fake(86, B64)}==;EndpointSuffix=core.windows.net`),
  P(`https://acme.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-01&sig=${fake(43, ALNUM + "%")}%3D`),
  P(`Endpoint=sb://acme.servicebus.windows.net/;SharedAccessKeyName=root;SharedAccessKey=${fake(43, B64)}=`),
  P(`azure client secret: Xy78Q~${fake(34, ALNUM + "_~.-")}`),
  P(`stripe: ${"sk_"}live_${fake(99)}`),
  P(`STRIPE_SECRET_KEY=${"sk_"}test_${fake(99)}`),
  P(`restricted key rk_live_${fake(60)}`),
  P(`webhook signing secret whsec_${fake(32)}`),
  P(`slack bot token ${"xoxb-"}${fake(11, "123456789")}-${fake(13, "123456789")}-${fake(24)}`),
  P(`SLACK_USER_TOKEN=${"xoxp-"}${fake(11, "123456789")}-${fake(11, "123456789")}-${fake(13, "123456789")}-${hex(32)}`),
  P(`post to https://hooks.slack.com/services/T${fake(8, "ABCDEFGHJKLMNPQRSTUVWXYZ2345679")}/B${fake(10, "ABCDEFGHJKLMNPQRSTUVWXYZ2345679")}/${fake(24)}`),
  P(`twilio api key SK${hex(32)}`),
  P(`TWILIO_AUTH_TOKEN=${hex(32)}`),
  P(`sendgrid SG.${fake(22, ALNUM + "_-")}.${fake(43, ALNUM + "_-")}`),
  P(`mailgun key-${hex(32)}`),
  P(`//registry.npmjs.org/:_authToken=npm_${fake(36)}`),
  P(`[pypi]\n  username = __token__\n  password = pypi-AgEIcHlwaS5vcmc${fake(70, ALNUM + "_-")}`),
  P(`docker login -u acme -p dckr_pat_${fake(27, ALNUM + "_-")}`),
  P(`HF_TOKEN=hf_${fake(34)}`),
  P(`telegram bot token 7${fake(9, "0123456789")}:AAH${fake(32, ALNUM + "_-")}`),
  P(`discord bot: MT${fake(24, ALNUM)}.G${fake(5, ALNUM)}.${fake(38, ALNUM + "_-")}`),
  P(`https://discord.com/api/webhooks/1${fake(17, "0123456789")}/${fake(68, ALNUM + "_-")}`),
  P(`shopify admin token shpat_${hex(32)}`),
  P(`DIGITALOCEAN_TOKEN=dop_v1_${hex(64)}`),
  P(`linear lin_api_${fake(40)}`),
  P(`notion integration secret_${fake(43)}`),
  P(`NOTION_TOKEN=ntn_${fake(46)}`),
  P(`SENTRY_AUTH_TOKEN=sntrys_eyJpYXQiOjE3${fake(80, B64)}`),
  P(`databricks dapi${hex(32)}`),
  P(`VAULT_TOKEN=hvs.${fake(90, ALNUM + "_-")}`),
  P(`age key: AGE-SECRET-KEY-1${fake(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L")}`),
  P(`heroku HRKU-${fake(60, ALNUM + "_-")}`),
  P(`mapbox secret sk.eyJ1Ijoi${fake(40, ALNUM + "_-")}.${fake(22, ALNUM + "_-")}`),
  P(`session cookie ${jwt()}`),
  P(`PMAK-${hex(24)}-${hex(34)}`),
  P(`jira token ATATT3${fake(180, ALNUM + "_=-")}`),
  P(`figma figd_${fake(40, ALNUM + "_-")}`),
  P(`supabase service sbp_${hex(40)}`),
  P(`replicate r8_${fake(37)}`),
  P(`grafana glsa_${fake(32)}_${hex(8)}`),
  P(`NEW_RELIC_API_KEY=NRAK-${fake(27, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}`),
  P(`TAVILY_API_KEY=tvly-${fake(32)}`),
  P(`阿里云 AccessKey ID: LTAI${fake(20)}`),
  P(`腾讯云 SecretId AKID${fake(32)}`),
  P(`DOPPLER_TOKEN=dp.pt.${fake(43)}`),
  P(`pulumi pul-${hex(40)}`),
  P(`airtable pat${fake(14)}.${hex(64)}`),
  P(`elevenlabs sk_${hex(48)}`),
  P(`FLY_API_TOKEN=fo1_${fake(43, ALNUM + "_-")}`),
  // ---- PEM / private keys ----
  P(pem("RSA PRIVATE KEY")),
  P(`here's the deploy key\n${pem("OPENSSH PRIVATE KEY", 7)}`),
  P(pem("EC PRIVATE KEY", 3)),
  P(pem("PRIVATE KEY", 10)),
  P(pem("ENCRYPTED PRIVATE KEY", 10)),
  P(pem("PGP PRIVATE KEY BLOCK", 12)),
  P(`-----BEGIN RSA PRIVATE KEY-----\n${fake(64, B64)}\n${fake(64, B64)}\n(truncated)`),
  P(`users:\n- name: admin\n  user:\n    client-certificate-data: LS0t${fake(80, B64)}\n    client-key-data: LS0t${fake(120, B64)}`),
  // ---- crypto wallets ----
  P(`my wallet private key 0x${hex(64)}`),
  P(`PRIVATE_KEY=0x${hex(64)}`),
  P(`0x${hex(64)}`),
  P(`private key: ${hex(64)}`),
  P(`私钥：0x${hex(64)}`),
  P(`秘密鍵は ${hex(64)} です`),
  P(`import this into metamask 0x${hex(64)} thanks`),
  P(seedWords(12).join(" ")),
  P(`my seed phrase is ${seedWords(12).join(" ")}`),
  P(numbered(seedWords(12))),
  P(numbered(seedWords(24), ") ")),
  P(seedWords(12).join(", ")),
  P(seedWords(12).join("\n")),
  P(cap(seedWords(12)).join(" ")),
  P(seedWords(15).join(" ")),
  P(seedWords(18).join(" ")),
  P(seedWords(21).join(" ")),
  P(seedWords(24).join(" ")),
  P(`助记词：${seedWords(12).join(" ")}`),
  P(`我的助记词是\n${seedWords(12).join("\n")}\n请帮我恢复钱包`),
  P(`シードフレーズ: ${seedWords(24).join(" ")}`),
  P(`recovery phrase ${listWords(12).join(" ")}`),
  P(`Seed: ${cap(listWords(12)).join(", ")}`),
  P(numbered(listWords(24))),
  P(`${seedWords(12).join(" ").toUpperCase()}`),
  P(`[${bytes(64).join(",")}]`),
  P(`solana keypair.json: [${bytes(64).join(", ")}]`),
  P(`wif ${wif()}`),
  P(`${wif()}`),
  P(`phantom private key ${solanaSecret()}`),
  P(`solana 私钥 ${solanaSecret()}`),
  // ---- URLs, assignments, bearer ----
  P(`DATABASE_URL=postgres://app:${fake(16)}@db.internal:5432/prod`),
  P(`mongodb+srv://admin:${fake(12)}@cluster0.abcd.mongodb.net/test`),
  P(`redis://:${fake(20)}@cache.internal:6379/0`),
  P(`https://deploy:${fake(14)}@git.acme.io/repo.git`),
  P(`password=${fake(10)}!9`),
  P(`{"username": "admin", "password": "${fake(12)}#1"}`),
  P(`db:\n  user: app\n  password: "${fake(14)}"`),
  P(`my password is ${fake(9)}7!`),
  P(`数据库密码是 ${fake(10)}9`),
  P(`服务器密码：${fake(12)}3x`),
  P(`API 密钥：${fake(32)}`),
  P(`令牌: ${fake(40)}`),
  P(`パスワードは ${fake(10)}5 です`),
  P(`APIキー: ${fake(32)}`),
  P(`トークン：${fake(40)}`),
  P(`シークレット=${fake(30)}`),
  P(`curl -H "Authorization: Bearer ${fake(48)}" https://api.acme.io/v1/me`),
  P(`Authorization: Basic ${Buffer.from("deploy:" + fake(14)).toString("base64")}`),
  P(`client_secret = "${fake(40)}"`),
  P(`api_key: ${fake(32)}`),
  P(`SECRET_KEY=${fake(50, ALNUM + "!@#%^&*")}`),
  P(`My OpenAI key is ${"sk-"}1234567890abcdef1234567890abcdef`),
  // The digits and the alphabet typed in order: a documentation stand-in, not a token (issue #15).
  N(`${"ghp_"}1234567890abcdefghijklmnopqrstuvwxyz`),
  P(`my api key: ${fake(12)}9`),
  P(`服务器 root 密码：${fake(8, "123456789")}`),
  P(`https://api.telegram.org/bot${fake(9, "0123456789")}:${fake(35, ALNUM + "_-")}/sendMessage`),
  P(`我的密码是${fake(6, "abcdefghijkmnpqrstuvwxyz")}${fake(3, "23456789")}`),
  P(`パスワードは${fake(8)}7です`),
  P(`请用这个 token：${githubToken()}`),
  P(`mnemonic: ${listWords(12).join(" ")}`),
  P(`导出的钱包: ${hex(64)}`),
  P(`metamask wallet ${hex(64)}`),
  P(`帮我配置一下，阿里云 AccessKeySecret 是 ${fake(30)}`),
  P(`APP_SECRET=${fake(32)}`),

  // ---- negatives: look-alikes ----
  N(`commit ${hex(40)} fixes the login bug`),
  N(`git log shows ${hex(7)} and ${hex(40)}`),
  N(`request id ${uuid()}`),
  N(`The user's id is ${uuid()}, created yesterday.`),
  N(`sha256: ${hex(64)}`),
  N(`${hex(64)}  dist/app.tar.gz`),
  N(`image digest sha256:${hex(64)}`),
  N(`send funds to 0x${fake(40, "0123456789abcdefABCDEF")}`),
  N(`tx hash 0x${hex(64)}`),
  N(`Transaction hash: 0x${hex(64)} (confirmed in block 19283746)`),
  N(`block hash 0x${hex(64)}`),
  N(`https://etherscan.io/tx/0x${hex(64)}`),
  N(`交易哈希 0x${hex(64)}`),
  N(`トランザクションハッシュ 0x${hex(64)}`),
  N(`solana address ${solanaPubkey()}`),
  N(`mint ${solanaPubkey()} on devnet`),
  N(`tx signature ${solanaSecret()}`),
  N(`https://solscan.io/tx/${solanaSecret()}`),
  N(`<img src="data:image/png;base64,iVBORw0KGgo${fake(300, B64)}=">`),
  N(`"integrity": "sha512-${fake(86, B64)}=="`),
  N(`OPENAI_API_KEY=sk-proj-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`),
  N(`export OPENAI_API_KEY="YOUR_API_KEY"`),
  N(`Authorization: Bearer <token>`),
  N(`Authorization: Bearer $GITHUB_TOKEN`),
  N(`GITHUB_TOKEN=ghp_...`),
  N(`AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE`),
  N(`aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`),
  N(`sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`),
  N(`api_key = "<your-api-key>"`),
  N(`STRIPE_SECRET_KEY=sk_test_...`),
  N(`ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${fake(43, B64)} me@laptop`),
  N(`ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ${fake(300, B64)} deploy`),
  N(pem("PUBLIC KEY", 6)),
  N(pem("CERTIFICATE", 12)),
  N(pem("RSA PUBLIC KEY", 4)),
  N(`pk_live_${fake(99)}`),
  N(`STRIPE_PUBLISHABLE_KEY=pk_test_${fake(99)}`),
  N(`mapbox public token pk.eyJ1Ijoi${fake(40, ALNUM + "_-")}.${fake(22, ALNUM + "_-")}`),
  N(`OpenAI project keys start with sk-proj- and are about 160 characters long.`),
  N(`GitHub tokens use prefixes like ghp_, gho_ and github_pat_.`),
  N(`A PEM private key begins with -----BEGIN PRIVATE KEY----- and should never be shared.`),
  N(`Set ANTHROPIC_API_KEY in your environment; never paste it in chat.`),
  N(`password: string;`),
  N(`interface Login { username: string; password: string }`),
  N(`const token = await getToken(user);`),
  N(`api_key = os.environ["OPENAI_API_KEY"]`),
  N(`password = input("Password: ")`),
  N(`token: \${{ secrets.GITHUB_TOKEN }}`),
  N(`DB_PASSWORD=\${DB_PASSWORD:-}`),
  N(`password=changeme`),
  N(`postgres://user:password@localhost:5432/mydb`),
  N(`postgres://postgres:postgres@localhost/test`),
  N(`redis://localhost:6379/0`),
  N(`https://user@example.com/repo.git`),
  N(`mysql://root:\${MYSQL_ROOT_PASSWORD}@db:3306/app`),
  N(`My password is too weak, how do I make a strong one?`),
  N(`I forgot my password, can you help me reset it?`),
  N(`The token expired again, please refresh it.`),
  N(`Bearer tokens are sent in the Authorization header.`),
  N(`请帮我重置密码`),
  N(`密码长度至少 8 位，包含数字和字母`),
  N(`我忘记了钱包私钥放在哪里了，怎么办？`),
  N(`助记词一定要离线保存，千万不要发给任何人。`),
  N(`パスワードを忘れました。リセット方法を教えてください。`),
  N(`秘密鍵は絶対に共有しないでください。`),
  N(`APIキーの発行手順を教えて`),
  N(`I have a great idea about the future of our team and the project we are building together this year.`),
  N(`Please review the attached invoice and let me know if the total is correct before Friday.`),
  N(`We need milk, eggs, bread, butter, cheese, rice, chicken, and coffee for the weekend.`),
  N(`The quick brown fox jumps over the lazy dog near the river bank every single morning.`),
  N(`abandon ship! the boat is sinking`),
  N(`Our story begins in a small village where an old man lived alone with his dog and his garden.`),
  N(`List of animals: cat, dog, horse, lion, tiger, eagle, shark, whale.`),
  N(`bitcoin address bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq`),
  N(`send to 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa`),
  N(`ipfs://Qm${fake(44, B58)}`),
  N(`JWT header eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9 decodes to {"alg":"HS256"}`),
  N(`md5 ${hex(32)}`),
  N(`checksum ${hex(40)}`),
  N(`nonce 0x${hex(64)}`),
  N(`keccak256("Transfer(address,address,uint256)") = 0x${hex(64)}`),
  N(`storage slot 0x${hex(64)}`),
  N(`merkle root ${hex(64)}`),
  N(`event topics[0] 0x${hex(64)}`),
  N(`The file is at /home/user/.ssh/id_rsa.pub`),
  N(`Run ssh-keygen -t ed25519 to create a key pair.`),
  N(`base64 of hello is aGVsbG8=`),
  N(`trace id ${hex(32)} span ${hex(16)}`),
  N(`The build took 12:34 minutes and produced 1234567890 bytes.`),
  N(`call me at 13800138000`),
  N(`${Array.from({ length: 20 }, () => fake(8, "abcdefghijklmnopqrstuvwxyz")).join(" ")}`),
  N(`Order #${fake(12, "0123456789")} shipped.`),
  N(`AKIA is the prefix of AWS access key ids; ASIA is for temporary ones.`),
  N(`"client_email": "bot@acme.iam.gserviceaccount.com"`),
  N(`azure storage account name: acmebackups`),
  N(`webhook URL: https://hooks.slack.com/services/...`),
  N(`xoxb-your-bot-token`),
  N(`npm_config_registry=https://registry.npmjs.org/`),
  N(`The deploy key fingerprint is SHA256:${fake(43, B64)}`),
  N(`GPG key ID 3AA5C34371567BD2`),
  N(`version 1.2.3-beta.${hex(7)}`),
  N(`docker pull ghcr.io/acme/app@sha256:${hex(64)}`),
  N(`etag "${hex(32)}"`),
  N(`Content-Security-Policy: script-src 'sha256-${fake(43, B64)}='`),
  N(`The API returned: {"id": "${uuid()}", "status": "ok"}`),
  N(`Use password managers like 1Password or Bitwarden.`),
  N(`token count: 12345`),
  N(`max_tokens: 4096`),
  N(`secret sauce recipe: butter, garlic, lemon`),
  N(`私钥和公钥的区别是什么？`),
  N(`请把交易哈希发给我：0x${hex(64)}`),
  N(`ウォレットアドレス 0x${fake(40, "0123456789abcdef")}`),
  N(`区块高度 19283746，区块哈希 0x${hex(64)}`),
  N(`签名 ${solanaSecret()}`),
  N(`公钥 ${solanaPubkey()}`),
  N(`The password field is required.`),
  N(`password_hash = "$2b$12$${fake(53, ALNUM + "./")}"`),
  N(`Enter the 6-digit code: 482913`),
  N(`sk-proj-... (redacted)`),
  N(`Your key sk-proj-[redacted] was rotated.`),
  N(`Here are twelve words: apple banana cherry grape lemon mango melon olive orange peach pear plum`),
  N(`Steps:\n1. Open the app\n2. Click settings\n3. Choose security\n4. Enable two-factor`),
  N(`cat\ndog\nbird\nfish`),
  N(`https://example.com/reset?token=abc`),
  N(`ENV PATH=/usr/local/bin:$PATH`),
  N(`https://github.com/acme/app/commit/${hex(40)}`),
  N(`Chrome extension id ${fake(32, "abcdefghijklmnop")}`),
  N(`0x0000000000000000000000000000000000000000000000000000000000000000`),
  N(`The tx 0x${hex(64)} failed with out of gas.`),
  N(`signature: 0x${hex(130)}`),
  N(`public key 0x04${hex(128)}`),
  N(`Reference: RFC 7519 describes JSON Web Tokens.`),
  N(`我们的 API 文档说明了令牌的用法。`),
  N(`トークンの有効期限は 1 時間です。`),
  N(`パスワードは8文字以上にしてください`),
  N(`密钥轮换周期为 90 天`),
  N(`export AWS_PROFILE=staging`),
  N(`API_KEY=your_api_key_here`),
  N(`What does \`password: str\` mean in this pydantic model?`),
  N(`Block 0x${hex(64)} was mined`),
  N(`session_id=abc123`),
  N(`token_count=1532, cost=$0.02`),
  N(`Authorization: Bearer {token}`),
  N(`password: process.env.DB_PASSWORD`),
  N(`我的API密钥丢了怎么办`),
  N(`トークンを更新してください`),
  N(`The word list includes abandon, ability, able, about, above, absent, absorb, abstract, absurd, abuse, access, accident`),
  N(`Your verification code is 483920`),
  N(`密码: ******`),
  N(`token = None`),
  N(`AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`),
];

// ==== Realistic pastes written blind (2026-11-29): config dumps, curl, CI logs, stack traces, chat in
// English / 简体 / 繁體 / 日本語, seed phrases in every layout, and their look-alikes. Each positive
// names its secret bodies so the test can check masking removed them whole.
reseed(4242);
const A32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const Q = (text: string, ...bodies: string[]) => TEXTS.push({ text, secret: true, bodies });
const M = (text: string) => TEXTS.push({ text, secret: false });
// ---------------- English, should block ----------------
{
  const pw = "Xk9#mQ2v" + fake(6), rpw = fake(18), sk = fake(24);
  Q(`here's our prod env, can you see why the worker can't connect?\n\n# .env.production\nNODE_ENV=production\nPORT=8080\nDATABASE_URL=postgres://app_user:${pw}@db.internal:5432/app\nREDIS_URL=redis://:${rpw}@cache:6379/0\nSTRIPE_SECRET_KEY=${"sk_" + "live_"}${sk}\nLOG_LEVEL=info`, pw, rpw, sk);
}
{
  const pw = fake(16);
  Q(`docker compose up fails with "role app does not exist", compose file:\n\nservices:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: ${pw}\n      POSTGRES_DB: app\n    ports:\n      - "5432:5432"`, pw);
}
{
  const b = Buffer.from(fake(20)).toString("base64");
  Q(`apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-credentials\n  namespace: prod\ntype: Opaque\ndata:\n  DB_PASSWORD: ${b}\n  username: YXBw`, b);
}
{
  const k = fake(64, ALNUM + "_-") + "T3BlbkFJ" + fake(40, ALNUM + "_-");
  Q(`my config.json:\n{\n  "model": "gpt-4o",\n  "temperature": 0.2,\n  "openai": { "apiKey": "${"sk-" + "proj-"}${k}" }\n}`, k);
}
{
  const k = fake(93, ALNUM + "_-") + "AA";
  Q(`this curl works in my terminal but not in the script:\ncurl https://api.anthropic.com/v1/messages \\\n  -H "x-api-key: ${"sk-ant-" + "api03-"}${k}" \\\n  -H "anthropic-version: 2023-06-01" \\\n  -H "content-type: application/json" -d @body.json`, k);
}
{
  const t = hex(40);
  Q(`curl -s -X POST https://api.replicate.com/v1/predictions -H "Authorization: Token ${t}" -H "Content-Type: application/json"`, t);
}
{
  const t = fake(32);
  Q(`why does this return 403? curl "https://api.example-weather.com/v1/forecast?lat=52.52&lon=13.41&api_key=${t}&units=metric"`, t);
}
{
  const t = fake(40, ALNUM + "_-");
  Q(`the webhook is https://hooks.internal-tools.io/ingest?source=ci&token=${t} — it stopped receiving events yesterday`, t);
}
{
  const t = fake(36);
  Q(`CI log:\n\nRun npm publish\nnpm notice Publishing to https://registry.npmjs.org/\n+ echo "//registry.npmjs.org/:_authToken=${"npm_"}${t}" > ~/.npmrc\nnpm ERR! code E403`, t);
}
{
  const pw = fake(14);
  Q(`Traceback (most recent call last):\n  File "/app/worker.py", line 12, in <module>\n    client = MongoClient(MONGO_URI)\npymongo.errors.ServerSelectionTimeoutError: mongodb+srv://admin:${pw}@cluster0.ab1cd.mongodb.net/prod?retryWrites=true: timed out`, pw);
}
{
  const id = "AKIA" + fake(16, A32), s = fake(40, B64);
  Q(`~/.aws/credentials\n[default]\naws_access_key_id = ${id}\naws_secret_access_key = ${s}\nregion = us-east-1`, id.slice(4), s);
}
{
  const t = fake(20, ALNUM + "_-");
  Q(`git remote -v\norigin  https://oauth2:${"glpat-"}${t}@gitlab.com/acme/backend.git (fetch)`, t);
}
{
  const j = jwt();
  Q(`> GET /api/v2/me HTTP/1.1\n> Host: api.acme.dev\n> Authorization: Bearer ${j}\n> Accept: */*\n< HTTP/1.1 401 Unauthorized`, j.slice(20));
}
{
  const w = seedWords(12).join(" ");
  Q(`I'm moving wallets, please import this:\n${w}`, w);
}
{
  const w = seedWords(24);
  const grid = Array.from({ length: 12 }, (_, i) => `${i + 1}. ${w[i]}`.padEnd(16) + `${i + 13}. ${w[i + 12]}`).join("\n");
  Q(`backup from my Ledger card:\n${grid}`, w[5]! + "", w[17]! + "");
}
{
  const w = seedWords(12);
  const arr = "[" + w.map((x) => `"${x}"`).join(", ") + "]";
  Q(`const mnemonic = ${arr};`, w.slice(0, 3).join('", "'));
}
{
  const w = seedWords(12);
  const grid = [0, 3, 6, 9].map((i) => w.slice(i, i + 3).join("\t")).join("\n");
  Q(`copied from the wallet export screen:\n${grid}`, w[0]! + "\t" + w[1]!);
}
{
  const w = seedWords(12);
  Q(`Trust Wallet recovery words\n${w.map((x, i) => `${i + 1} ${x}`).join("\n")}`, w[3]!);
}
{
  const k = hex(64);
  Q(`my metamask private key is 0x${k} can you check the balance with web3.py`, k);
}
{
  const arr = "[" + bytes(64).join(",") + "]";
  Q(`cat ~/.config/solana/id.json\n${arr}`, arr.slice(1, 30));
}
{
  const p = pem("OPENSSH PRIVATE KEY", 7);
  Q(`ssh keeps saying bad permissions, here's the key:\n${p}`, p.split("\n")[2]!);
}
{
  const pw = fake(16);
  Q(`Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=app;User ID=sqladmin;Password=${pw};Encrypt=True;`, pw);
}
{
  const pw = "Rt7" + fake(9);
  Q(`mysql -h 10.0.3.12 -u root -p${pw} app_prod < dump.sql`, pw);
}

// ---------------- English, look-alikes that must pass ----------------
M(`git log --oneline\n${hex(7)} fix: retry on 502\n${hex(7)} feat: add webhook signature check\nfull sha of HEAD is ${hex(40)}`);
M(`Pulled image ghcr.io/acme/api@sha256:${hex(64)} and the container exits with code 137.`);
M(`2026-11-29T10:02:11Z ERROR request_id=${uuid()} trace_id=${hex(32)} upstream timeout after 30000ms`);
M(`openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-proj-****************************************************7Qx2. You can find your API key at https://platform.openai.com/account/api-keys.'}}`);
M(`# .env.example — copy to .env and fill in\nOPENAI_API_KEY=your-openai-key-here\nDATABASE_URL=postgres://user:password@localhost:5432/app\nSTRIPE_SECRET_KEY=sk_live_...`);
M(`services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: \${POSTGRES_PASSWORD}\n      POSTGRES_USER: \${POSTGRES_USER:-app}`);
M(`env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-credentials\n        key: password`);
M(`- name: Publish\n  run: npm publish --access public\n  env:\n    NODE_AUTH_TOKEN: \${{ secrets.NPM_TOKEN }}\n    OPENAI_API_KEY: \${{ secrets.OPENAI_API_KEY }}`);
M(`Add this to authorized_keys on the server: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${fake(43, B64)} deploy@ci`);
M(`Send the USDC to 0x${hex(40)} and paste the tx hash here once it confirms: 0x${hex(64)}`);
M(`Stripe secret keys look like sk_live_ followed by 24+ alphanumeric characters; restricted keys start with rk_live_. Never commit them.`);
M(`"node_modules/zod": {\n  "version": "3.23.8",\n  "resolved": "https://registry.npmjs.org/zod/-/zod-3.23.8.tgz",\n  "integrity": "sha512-${fake(86, B64)}=="\n}`);
M(`curl -H "Authorization: Bearer $OPENAI_API_KEY" -H "Content-Type: application/json" https://api.openai.com/v1/models`);
M(`Run echo "deploying with key ***"\n  OPENAI_API_KEY: ***\n  AWS_SECRET_ACCESS_KEY: ***\nDeploy finished in 41s`);
M(`client = OpenAI(api_key=os.getenv("OPENAI_API_KEY"))\nclass Settings(BaseSettings):\n    db_password: SecretStr\n    api_token: str | None = None`);
M(`The docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY as the sample AWS credentials.`);
M(`I forgot my password for the admin panel, how do I reset it without the old one?`);
M(`Before you leave, please check the office door, turn off the light, water the plant, and empty the trash so the cleaning crew can start early tomorrow.`);
M(`https://www.example-shop.com/products/running-shoes?utm_source=newsletter&utm_medium=email&utm_campaign=black_friday_2026&ref=${hex(12)}`);
M(`Here's the JWT header we expect: eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9 — the payload must include iss and exp.`);
M(`it("rejects a bad key", () => {\n  expect(validate("sk-test-123")).toBe(false);\n  expect(validate("not-a-key")).toBe(false);\n});`);
M(`[redacted] tokens in the log look like ghp_[redacted] and sk-proj-[redacted] after the guard runs.`);

// ---------------- Chinese (简体 / 繁體), should block ----------------
{
  const k = fake(48);
  Q(`帮我配置一下 DeepSeek，这是我的密钥：${"sk-"}${k}，用 deepseek-chat 模型就行`, k);
}
{
  const pw = "Abc" + fake(7);
  Q(`服务器 root 密码是：${pw}，帮我看下 nginx 为什么起不来`, pw);
}
{
  const id = "LTAI" + fake(20), s = fake(30);
  Q(`阿里云 OSS 配置：\nAccessKey ID: ${id}\nAccessKey Secret: ${s}\nBucket: acme-assets`, id.slice(4), s);
}
{
  const k = fake(32);
  Q(`微信支付商户号 1600012345，APIv3 密钥 ${k}，证书已经上传了`, k);
}
{
  const s = fake(32);
  Q(`飞书机器人配置\napp_id: cli_a5${hex(14)}\napp_secret: ${s}`, s);
}
{
  const w = seedWords(12);
  Q(`我的助记词：\n${w.join(" ")}\n帮我看看钱包里还有多少 ETH`, w.join(" "));
}
{
  const k = hex(64);
  Q(`钱包私钥 0x${k} 导入 OKX 钱包一直提示格式错误`, k);
}
{
  const t = githubToken();
  Q(`GitHub token 给你：${t}，帮我推一下代码`, t.slice(4));
}
{
  const k = fake(39, ALNUM);
  Q(`這是我的 API 密鑰：AIza${k.slice(0, 35)}，幫我接 Google Maps`, k.slice(0, 35));
}
{
  const pw = "Tw" + fake(10);
  Q(`資料庫密碼：${pw}，帳號是 admin，幫我連線看看`, pw);
}
{
  const w = seedWords(12);
  Q(`助記詞如下，幫我恢復錢包：\n${w.map((x, i) => `${i + 1}. ${x}`).join("\n")}`, w[4]!);
}
{
  const pw = "Qm" + fake(10);
  Q(`我的密码是：${pw}`, pw);
}
{
  const t = fake(40);
  Q(`调用接口的时候带上 ?access_token=${t} 就可以了，但是现在返回 401`, t);
}
{
  const k = hex(64);
  Q(`私鑰是 ${k}，麻煩幫我轉 0.5 ETH 出去`, k);
}
{
  const w = wif();
  Q(`比特币钱包私钥：${w}`, w);
}
{
  const pw = "Pg" + fake(12);
  Q(`连不上数据库，报错 FATAL: password authentication failed，连接串 postgresql://dev:${pw}@10.0.0.8:5432/orders`, pw);
}

// ---------------- Chinese, look-alikes ----------------
M(`忘记密码了怎么办？登录页面没有找回密码的入口。`);
M(`请把 API 密钥放到环境变量 OPENAI_API_KEY 里，不要直接发在聊天里。`);
M(`DeepSeek 的密钥格式是 sk- 开头，后面跟 32 位十六进制字符，在控制台的“API keys”页面创建。`);
M(`交易哈希：0x${hex(64)}，区块高度 21034567，已确认。`);
M(`收款钱包地址：0x${hex(40)}，请转 USDT (ERC20)。`);
M(`上次提交 ${hex(40)} 之后测试就挂了，能帮我看下 diff 吗？`);
M(`密码：******（已隐藏）`);
M(`交易雜湊值：0x${hex(64)}，請幫我查一下為什麼還沒到帳。`);
M(`我的 Solana 錢包地址是 ${solanaPubkey()}，請把空投發到這裡。`);
M(`订单号 ${uuid()} 的退款还没到账，客服说要 3-5 个工作日。`);
M(`配置文件里写 api_key: \${DEEPSEEK_API_KEY}，启动前先 export 一下就行。`);
M(`文件 SHA256 校验值：${hex(64)}，下载后请核对。`);
M(`我的 SSH 公钥：ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ${fake(60, B64)} me@laptop`);
M(`測試用的金鑰請用 sk-xxxxxxxxxxxxxxxxxxxxxxxx，不要用正式環境的。`);
M(`密钥已经轮换了，旧的 sk-abc…xyz 已作废，新的存在 Vault 里。`);
M(`这个接口需要 token，格式是 Bearer <token>，有效期 2 小时。`);

// ---------------- Japanese, should block ----------------
{
  const k = fake(48);
  Q(`APIキーは ${"sk-"}${k} です。これで動くか確認してください。`, k);
}
{
  const t = fake(24);
  Q(`Slack のアクセストークン：${"xoxb-"}${"1234567890-"}${"9876543210-"}${t}`, t);
}
{
  const pw = "Hk7" + fake(9);
  Q(`本番DBのパスワード：${pw}\nホスト: db.prod.internal`, pw);
}
{
  const pw = "Zq" + fake(10);
  Q(`サーバーのパスワードは「${pw}」です。`, pw);
}
{
  const k = hex(64);
  Q(`ウォレットの秘密鍵：0x${k}\nこれでMetaMaskにインポートできますか？`, k);
}
{
  const w = seedWords(24);
  Q(`シードフレーズ（24単語）です：\n${w.join(" ")}`, w.slice(0, 4).join(" "));
}
{
  const t = githubToken();
  Q(`このトークンを使ってください ${t} リポジトリへのpush権限があります`, t.slice(4));
}
{
  const s = fake(40, B64);
  Q(`AWSのアクセスキーID: AKIA${fake(16, A32)}\nシークレットアクセスキー: ${s}`, s);
}
{
  const t = fake(40);
  Q(`認証トークン: ${t}\n有効期限は30日です。`, t);
}
{
  const pw = "Mx" + fake(12);
  Q(`接続文字列はこれです → mysql://app:${pw}@db.example.jp:3306/shop`, pw);
}
{
  const k = fake(39);
  Q(`Gemini の API キー：AIza${k.slice(0, 35)}`, k.slice(0, 35));
}
{
  const w = seedWords(12);
  Q(`リカバリーフレーズ\n${w.map((x, i) => `${i + 1}. ${x}`).join("\n")}`, w[7]!);
}
{
  const arr = "[" + bytes(64).join(", ") + "]";
  Q(`Phantom からエクスポートした秘密鍵です：${arr}`, arr.slice(1, 30));
}
{
  const k = fake(32);
  Q(`curl "https://api.example.jp/v2/items?apikey=${k}&limit=10" が 401 になります`, k);
}

// ---------------- Japanese, look-alikes ----------------
M(`パスワードを忘れました。リセットの方法を教えてください。`);
M(`APIキーは環境変数 OPENAI_API_KEY に設定してください。チャットに貼らないでください。`);
M(`トランザクションハッシュ: 0x${hex(64)} がまだ pending のままです。`);
M(`ウォレットアドレス：0x${hex(40)} に送金しました。`);
M(`コミット ${hex(7)} で修正済みです。CI も通っています。`);
M(`公開鍵：ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${fake(43, B64)} taro@mac`);
M(`パスワード：********`);
M(`OpenAI の APIキーは sk- で始まる文字列です。ダッシュボードの「API keys」から発行できます。`);
M(`リクエストID ${uuid()} でエラーが出ています。ログを確認してもらえますか？`);
M(`ファイルのハッシュ値：${hex(64)}`);
M(`設定例：password: "\${DB_PASSWORD}"、token: "<ここにトークン>"`);
M(`パスワードは8文字以上で、英大文字・小文字・数字を含めてください。`);
M(`ブロック 0x${hex(64)} の承認数が足りません。`);
M(`トークンの有効期限が切れました。もう一度ログインしてください。`);


// ---- more config formats, CLI passwords, CJK key words with a bare space or a line break ----
{
  const a = fake(24), b = fake(32);
  Q(`Baidu OCR app:\nAPI Key: ${a}\nSecret Key: ${b}`, a, b);
}
{
  const b = fake(35, ALNUM + "_-");
  Q(`Google login still fails. Client ID: 8374${hex(8)}-${fake(32).toLowerCase()}.apps.googleusercontent.com\nClient Secret: ${b}`, b);
}
{
  const pw = "dj" + fake(14);
  Q(`wp-config.php\ndefine( 'DB_NAME', 'wordpress' );\ndefine( 'DB_USER', 'wp_admin' );\ndefine( 'DB_PASSWORD', '${pw}' );\ndefine( 'DB_HOST', 'localhost' );`, pw);
}
{
  const g = [fake(4, "abcdefghijklmnopqrstuvwxyz"), fake(4, "abcdefghijklmnopqrstuvwxyz"), fake(4, "abcdefghijklmnopqrstuvwxyz"), fake(4, "abcdefghijklmnopqrstuvwxyz")].join(" ");
  Q(`EMAIL_HOST = "smtp.gmail.com"\nEMAIL_HOST_USER = "shop.alerts@gmail.com"\nEMAIL_HOST_PASSWORD = "${g}"`, g);
}
{
  const pw = "Kp" + fake(12);
  Q(`curl -u admin:${pw} -X POST https://jenkins.acme.dev/job/deploy/build`, pw);
}
{
  const pw = "Lm" + fake(12);
  Q(`PGPASSWORD=${pw} psql -h 10.1.2.3 -U postgres -d analytics -c "select count(*) from events"`, pw);
}
{
  const k = "django-insecure-" + fake(40, ALNUM + "!@#%^&*(-_=+)");
  Q(`settings.py\nSECRET_KEY = '${k}'\nDEBUG = True`, k.slice(16));
}
{
  const pw = fake(14);
  Q(`spring.datasource.url=jdbc:mysql://db:3306/shop\nspring.datasource.username=shop\nspring.datasource.password=${pw}`, pw);
}
{
  const pw = fake(14);
  Q(`docker login registry.acme.dev -u ci-bot -p ${pw}`, pw);
}
{
  const a = fake(30);
  Q(`华为云 AK：${fake(20, A32)}\nSK：${a}`, a);
}
{
  const k = fake(32);
  Q(`我的密钥如下：\n${k}\n帮我测一下能不能用`, k);
}
{
  const pw = "Ab@" + fake(6);
  Q(`用户名 root 密码 ${pw} 端口 22`, pw);
}
{
  const pw = "Wx" + fake(8);
  Q(`帳號 admin 密碼 ${pw}，登入後台幫我改一下設定`, pw);
}
{
  const k = fake(32);
  Q(`百度地图 API密匙：${k}`, k);
}
{
  const k = fake(32);
  Q(`APIキーは以下の通りです。\n${k}`, k);
}
{
  const pw = "Pf" + fake(12);
  Q(`SSH鍵のパスフレーズ：${pw}`, pw);
}
{
  const k = fake(40);
  Q(`クライアントシークレット: ${k}`, k);
}
{
  const pw = "Ry" + fake(8);
  Q(`ユーザー名 admin パスワード ${pw} でログインできます`, pw);
}
{
  const k = fake(32);
  Q(`認証キー：${k}`, k);
}
M(`Set PGPASSWORD in your environment before running psql, or use a ~/.pgpass file.`);
M(`Gmail app passwords are 16 letters, shown as four groups like xxxx xxxx xxxx xxxx.`);
M(`curl -u "$JENKINS_USER:$JENKINS_TOKEN" -X POST https://jenkins.acme.dev/job/deploy/build`);
M(`define( 'DB_PASSWORD', getenv('WORDPRESS_DB_PASSWORD') );`);
M(`docker login -u ci-bot --password-stdin < token.txt`);
M(`The Secret Key field is only shown once, so copy it before closing the dialog.`);
M(`AK/SK 请到控制台的“访问密钥”页面获取，不要写进代码里。`);
M(`验证码：384920，5 分钟内有效。`);
M(`密匙已经重置了，新的我存在 1Password 里。`);
M(`用户名 root 密码 在 1Password 里找`);
M(`パスフレーズを入力してください（8文字以上）。`);
M(`認証コード：482913（10分間有効）`);
M(`クライアントシークレットは Secret Manager に保存してあります。`);
M(`APIキーは以下の手順で発行できます：\n1. ダッシュボードを開く\n2. 「APIキー」を選ぶ`);
M(`openapi.yaml:\ncomponents:\n  schemas:\n    Login:\n      properties:\n        password:\n          type: string\n          description: The user's password\n        api_key:\n          description: Key issued by the dashboard\n          minLength: 32`);
M(`credentials:\n  username: admin\n  password: \${ADMIN_PASSWORD}\ntoken:\n  required: true`);

// ==== Blind section q2-texts (2026-11-29): what people paste in Chinese / Japanese chat — full-width
// colons, spaces and brackets, Markdown code blocks, .env / YAML / JSON / TOML / compose / kubeconfig,
// connection strings, chat-bot webhooks (Slack, Discord, Feishu/Lark, DingTalk, WeCom, LINE, Chatwork),
// cloud keys common in China and Japan, CJK-numbered seed phrases, JWTs, `cat .env` / `env` tool output —
// and their everyday look-alikes. Every secret is assembled from parts with fake bodies.
reseed(9113);
{
  const LOW = "abcdefghijklmnopqrstuvwxyz";
  const FW = (n: number) => String(n).replace(/[0-9]/g, (d) => String.fromCharCode(0xff10 + Number(d)));
  const pwd = (head: string) => head + fake(8) + "!";
  // ---------------- should block ----------------
  {
    const id = "LTAI" + "5t" + fake(18), s = fake(30);
    Q(`这是我的阿里云 AccessKey：${id}，Secret：${s}，帮我写个上传 OSS 的脚本`, id.slice(4), s);
  }
  {
    const pw = pwd("Hz");
    Q(`公司 VPN 密码是【${pw}】，你帮我填到配置里`, pw);
  }
  {
    const k = fake(32);
    Q(`APIキー　${k}　これで認証できますか？`, k);
  }
  {
    const a = fake(64, ALNUM + "_-") + "T3BlbkFJ" + fake(40, ALNUM + "_-"), b = fake(93, ALNUM + "_-") + "AA";
    Q("帮我看下这个 .env 哪里不对：\n```env\nOPENAI_API_KEY=" + "sk-" + "proj-" + a + "\nANTHROPIC_API_KEY=" + "sk-" + "ant-" + "api03-" + b + "\nPORT=3000\n```", a, b);
  }
  {
    const pw = pwd("Tm");
    Q(`config.toml:\n[server]\nport = 8080\n\n[database]\nhost = "10.0.0.5"\nuser = "app"\npassword = "${pw}"\n`, pw);
  }
  {
    const pw = pwd("Rd");
    Q(`application.yml 里 redis 连不上：\nspring:\n  redis:\n    host: 10.0.1.20\n    port: 6379\n    password: ${pw}\n    database: 0`, pw);
  }
  {
    const pw = pwd("My");
    Q(`docker-compose.yml\n\nservices:\n  mysql:\n    image: mysql:8.0\n    environment:\n      - MYSQL_ROOT_PASSWORD=${pw}\n      - MYSQL_DATABASE=shop\n    ports:\n      - "3306:3306"`, pw);
  }
  {
    const j = jwt();
    Q(`kubectl 报 Unauthorized，kubeconfig 如下：\napiVersion: v1\nclusters:\n- cluster:\n    server: https://10.0.0.1:6443\n  name: prod\nusers:\n- name: admin\n  user:\n    token: ${j}`, j.slice(40));
  }
  {
    const t = fake(6, LOW + "0123456789") + "." + fake(16, LOW + "0123456789");
    Q(`kubeadm join 10.0.0.1:6443 --token ${t} --discovery-token-ca-cert-hash sha256:${hex(64)}`, t.slice(7));
  }
  {
    const pw = pwd("Sq");
    Q(`连接串：mysql://root:${pw}@127.0.0.1:3306/shop?charset=utf8mb4，为什么一直 Access denied？`, pw);
  }
  {
    const pw = pwd("Jd");
    Q(`jdbc:postgresql://pg.internal:5432/orders?user=orders_rw&password=${pw}&ssl=true`, pw);
  }
  {
    const pw = pwd("Mg");
    Q(`MONGO_URL="mongodb://root:${pw}@mongo-0.mongo:27017,mongo-1.mongo:27017/admin?replicaSet=rs0&authSource=admin"`, pw);
  }
  {
    const pw = fake(32);
    Q(`Redis Cloud の接続URL：redis://default:${pw}@redis-13542.c1.ap-northeast-1-1.ec2.redns.redis-cloud.com:13542`, pw);
  }
  {
    const pw = pwd("Mq");
    Q(`CELERY_BROKER_URL=amqp://celery:${pw}@rabbitmq:5672/prod`, pw);
  }
  {
    const t = fake(24);
    Q(`Slack通知のWebhook URL：https://hooks.slack.com/services/T${fake(10, A32)}/B${fake(10, A32)}/${t} に送っても届きません`, t);
  }
  {
    const t = fake(68, ALNUM + "_-");
    Q(`Discord 机器人的 webhook：https://discord.com/api/webhooks/12${fake(17, "0123456789")}/${t}`, t);
  }
  {
    const u = uuid();
    Q(`飞书群机器人 webhook 地址：https://open.feishu.cn/open-apis/bot/v2/hook/${u} ，发消息返回 19024`, u);
  }
  {
    const u = uuid();
    Q(`Lark bot: curl -X POST -H "Content-Type: application/json" -d '{"msg_type":"text","content":{"text":"deploy ok"}}' https://open.larksuite.com/open-apis/bot/v2/hook/${u}`, u);
  }
  {
    const t = hex(64), s = "SEC" + hex(64);
    Q(`钉钉机器人：\nWebhook: https://oapi.dingtalk.com/robot/send?access_token=${t}\n加签密钥：${s}`, t, s.slice(3));
  }
  {
    const u = uuid();
    Q(`企业微信群机器人 https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=${u} 帮我写个 Python 发告警`, u);
  }
  {
    const t = fake(171, ALNUM + "+/") + "=", s = hex(32);
    Q(`.env に LINE の設定を書きました\nLINE_CHANNEL_ACCESS_TOKEN=${t}\nLINE_CHANNEL_SECRET=${s}`, t, s);
  }
  {
    const t = hex(32);
    Q(`curl -X GET -H "X-ChatWorkToken: ${t}" "https://api.chatwork.com/v2/rooms"`, t);
  }
  {
    const id = "LTAI" + "5t" + fake(18), s = fake(30);
    Q(`aliyun:\n  oss:\n    endpoint: oss-cn-hangzhou.aliyuncs.com\n    access-key-id: ${id}\n    access-key-secret: ${s}\n    bucket: acme-prod`, id.slice(6), s);
  }
  {
    const id = "AKID" + fake(32), s = fake(32);
    Q(`腾讯云 COS 的密钥：\nSecretId：${id}\nSecretKey：${s}\n为什么上传一直 403？`, id.slice(4), s);
  }
  {
    const ak = fake(20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"), sk = fake(40);
    Q(`export HUAWEICLOUD_SDK_AK=${ak}\nexport HUAWEICLOUD_SDK_SK=${sk}\nexport HUAWEICLOUD_SDK_PROJECT_ID=${hex(32)}`, ak, sk);
  }
  {
    const a = fake(24), b = fake(32);
    Q(`百度千帆 API Key：${a}，Secret Key：${b}，帮我换成 access_token`, a, b);
  }
  {
    const s = hex(32);
    Q(`公众号 AppID wx${hex(16)} AppSecret ${s} 获取 access_token 报 40125`, s);
  }
  {
    const s = hex(32);
    Q(`小程序的 AppSecret:${s}`, s);
  }
  {
    const p = pem("RSA PRIVATE KEY", 8);
    Q(`这是服务器的私钥，帮我看看为什么 ssh 登录不上：\n${p}`, p.split("\n")[3]!);
  }
  {
    const p = pem("OPENSSH PRIVATE KEY", 6);
    Q("デプロイ用の鍵です\n```\n" + p + "\n```\nGitHub Actions の secrets に入れたいです", p.split("\n")[2]!);
  }
  {
    const w = seedWords(12);
    Q(`助记词备份：\n${w.map((x, i) => `${FW(i + 1)}. ${x}`).join("\n")}`, w[6]!);
  }
  {
    const w = seedWords(12);
    Q(`我的助记词 ${w.map((x, i) => `第${i + 1}个：${x}`).join("，")}`, w[2]!);
  }
  {
    const w = seedWords(12);
    const circ = w.map((x, i) => String.fromCharCode(0x2460 + i) + x).join(" ");
    Q(`ニーモニック：${circ}`, w[4]!);
  }
  {
    const w = seedWords(12);
    Q(`钱包助记词：${w.join("、")}`, w.slice(0, 2).join("、"));
  }
  {
    const w = seedWords(12);
    Q(`復元フレーズ：${w.join("\u3000")}`, w.slice(3, 5).join("\u3000"));
  }
  {
    const w = seedWords(24);
    Q(`${w.map((x, i) => `${FW(i + 1)}．${x}`).join("　")}`, w[10]!);
  }
  {
    const j = jwt();
    Q(`登录接口返回：{"code":0,"data":{"access_token":"${j}","token_type":"Bearer","expires_in":7200}}`, j.slice(40));
  }
  {
    const j = jwt();
    Q(`リクエストヘッダー\nCookie: session=${j}; theme=dark\nUser-Agent: Mozilla/5.0`, j.slice(40));
  }
  {
    const k = fake(43, B64), pw = pwd("Lv");
    Q(`$ cat .env\nAPP_NAME=Laravel\nAPP_ENV=production\nAPP_KEY=base64:${k}=\nDB_CONNECTION=mysql\nDB_PASSWORD=${pw}`, k, pw);
  }
  {
    const t = githubToken();
    Q(`$ env\nPATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin\nHOME=/root\nHOSTNAME=${hex(12)}\nGITHUB_TOKEN=${t}\nLANG=C.UTF-8`, t.slice(4));
  }
  {
    const k = fake(48);
    Q(`$ printenv | grep -i key\nMOONSHOT_API_KEY=${"sk-"}${k}\nKIMI_BASE_URL=https://api.moonshot.cn/v1`, k);
  }
  {
    const k = fake(93, ALNUM + "_-") + "AA";
    Q(`Claude 的 key【${"sk-ant-"}api03-${k}】麻烦帮我测一下余额`, k);
  }
  {
    const t = fake(35, ALNUM + "_-");
    Q(`Telegram 机器人 token：${"8"}${fake(9, "0123456789")}:AA${t}，帮我写个转发脚本`, t);
  }
  {
    const t = "github_pat_" + "11B" + fake(19) + "_" + fake(59);
    Q(`ファインチューニングした PAT です：${t}（repo 権限のみ）`, t.slice(14));
  }
  {
    const a = Buffer.from("ci-bot:" + fake(16)).toString("base64");
    Q(`.npmrc\nregistry=https://npm.acme.co.jp/\n//npm.acme.co.jp/:_auth=${a}\nalways-auth=true`, a);
  }
  {
    const t = hex(32);
    Q(`码云私人令牌 ${t}，调用 https://gitee.com/api/v5/user?access_token=… 返回 401`, t);
  }
  {
    const pw = pwd("Kw");
    Q(`パスワード：【${pw}】でログインしてください`, pw);
  }
  {
    const pw = pwd("Pq");
    Q(`パスワード　${pw}`, pw);
  }
  {
    const pw = pwd("Yx");
    Q(`服务器 192.168.1.10 账号密码 root / ${pw}，帮我装一下 docker`, pw);
  }
  {
    const pw = pwd("Wf");
    Q(`办公室 WiFi 名称 ACME-5G，WiFi 密码：${pw}`, pw);
  }
  {
    const a = fake(40, ALNUM + "_-"), b = fake(40, ALNUM + "_-");
    Q(`七牛云 AK：${a}\n七牛云 SK：${b}`, a, b);
  }
  {
    const id = "LTAI" + "5t" + fake(18), s = fake(30);
    Q(`{\n  "accessKeyId": "${id}",\n  "accessKeySecret": "${s}",\n  "endpoint": "dysmsapi.aliyuncs.com",\n  "signName": "阿里云短信测试"\n}`, id.slice(6), s);
  }
  {
    const c = fake(16, LOW);
    Q(`QQ 邮箱 SMTP 授权码：${c}，发件服务器 smtp.qq.com:465`, c);
  }
  {
    const k = fake(64, ALNUM + "_-") + "T3BlbkFJ" + fake(40, ALNUM + "_-");
    Q("```python\nfrom openai import OpenAI\nclient = OpenAI(api_key=\"" + "sk-" + "proj-" + k + "\")\n```\n运行报 429 是什么原因", k);
  }
  {
    const k = hex(32);
    Q(`Azure OpenAI の設定\nAZURE_OPENAI_ENDPOINT=https://acme-jp.openai.azure.com/\nAZURE_OPENAI_API_KEY=${k}`, k);
  }
  {
    const k = hex(64);
    Q(`秘密鍵（MetaMaskからエクスポート）：${k}`, k);
  }
  {
    const k = hex(32) + "." + fake(16);
    Q(`智谱 GLM 的 API Key：${k}`, k.slice(0, 32));
  }
  {
    const k = "bce-v3/ALTAK-" + fake(21) + "/" + hex(40);
    Q(`千帆 ModelBuilder 的 API Key 是 ${k}`, k.slice(13));
  }
  {
    const ak = "AKLT" + fake(44, B64.replace("+/", "")), sk = fake(56, B64) + "==";
    Q(`火山引擎 AccessKeyID：${ak}\nSecretAccessKey：${sk}`, ak.slice(4), sk);
  }
  {
    const k = "sk_" + "live_" + "51" + fake(22) + fake(72);
    Q(`Stripe 的正式环境密钥：${k}，测试环境的我下次再发`, k.slice(10));
  }
  {
    const id = "AKIA" + fake(16, A32), s = fake(40, B64);
    Q(`# ~/.aws/config と同じ内容を pyproject.toml に入れました\n[tool.deploy.aws]\naccess_key_id = "${id}"\nsecret_access_key = "${s}"`, id.slice(4), s);
  }
  {
    const pw = pwd("Rq");
    Q(`redis.conf 改了这两行：\nbind 0.0.0.0\nrequirepass ${pw}\n重启后客户端报 NOAUTH`, pw);
  }
  {
    const pw = pwd("Qt");
    Q(`mysql -h rm-bp1${fake(12, LOW + "0123456789")}.mysql.rds.aliyuncs.com -uroot -p'${pw}' -e "show databases"`, pw);
  }
  {
    const pw = pwd("Dk");
    Q(`$ docker inspect shop-db --format '{{json .Config.Env}}'\n["MYSQL_ROOT_PASSWORD=${pw}","MYSQL_DATABASE=shop","PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin"]`, pw);
  }
  {
    const t = "glpat-" + fake(20, ALNUM + "_-");
    Q(`$ git config --list\nuser.name=taro\nremote.origin.url=https://taro:${t}@gitlab.acme.co.jp/app/web.git\nbranch.main.remote=origin`, t.slice(6));
  }
  {
    const b = Buffer.from(pwd("Ks")).toString("base64");
    Q(`$ kubectl get secret db-cred -o yaml\napiVersion: v1\ndata:\n  password: ${b}\n  username: cm9vdA==\nkind: Secret`, b);
  }
  {
    const s = fake(22);
    Q(`飞书自定义机器人开了签名校验，签名密钥：${s}`, s);
  }
  {
    const pw = pwd("Np");
    Q(`新しい管理画面のログイン情報です。\nID：admin\nPW：${pw}`, pw);
  }
  {
    const k = fake(32);
    Q(`API 密钥（Key）：${k}`, k);
  }

  // ---------------- look-alikes, should pass ----------------
  M(`回滚到 ${hex(40)} 这个提交就好了，之后的改动都有问题。`);
  M(`git log --oneline の結果：\n${hex(7)} ログイン画面を修正\n${hex(7)} パスワード再設定メールを追加\n${hex(7)} 依存関係を更新`);
  M(`用户ID：${uuid()}，注册时间 2026-11-02 13:45:10`);
  M(`会议纪要放在飞书文档了：https://acme.feishu.cn/docx/${fake(27)}`);
  M(`钉钉机器人示例：https://oapi.dingtalk.com/robot/send?access_token=你的token`);
  M(`企业微信 webhook 格式：https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx`);
  M(`飞书 webhook 一般长这样：https://open.feishu.cn/open-apis/bot/v2/hook/<your-hook-id>，在群设置里复制。`);
  M(`Slack docs example: https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX`);
  M(`x-request-id: ${hex(32)}\nx-acs-request-id: ${uuid().toUpperCase()}`);
  M(`traceparent: 00-${hex(32)}-${hex(16)}-01`);
  M(`腾讯云 API 报错：{"Response":{"Error":{"Code":"AuthFailure.SignatureFailure","Message":"签名错误"},"RequestId":"${uuid()}"}}`);
  M(`这是我的公钥，帮我加到服务器上：\n${pem("PUBLIC KEY", 6)}`);
  M(`公開鍵を登録してください：ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB${fake(87, B64)}= hanako@mbp`);
  M(`# .env 模板\nOPENAI_API_KEY=请替换为你的密钥\nDB_PASSWORD=请填写数据库密码`);
  M(`APIキー=ここにAPIキーを入力\nシークレット=（管理者に確認）`);
  M(`ALIYUN_ACCESS_KEY_ID=<your-access-key-id>\nALIYUN_ACCESS_KEY_SECRET=<your-access-key-secret>`);
  M(`auth:\n  username: admin\n  password: "********"\n  token: <TOKEN>`);
  M(`{"api_key": "your-api-key", "base_url": "https://api.deepseek.com"}`);
  M(`SECRET=xxxxxxxxxxxxxxxx`);
  M(`阿里云 AccessKey ID 以 LTAI 开头，总长度 24 位；AccessKey Secret 为 30 位，只在创建时显示一次。`);
  M(`腾讯云的 SecretId 以 AKID 开头，SecretKey 要妥善保管，泄露后请立即在控制台禁用。`);
  M(`钉钉机器人的加签密钥以 SEC 开头，在“安全设置”里勾选“加签”后生成。`);
  M(`![截图](data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ${fake(400, B64)}=)`);
  M(`pnpm-lock.yaml:\n  /zod@3.23.8:\n    resolution: {integrity: sha512-${fake(86, B64)}==}\n    dev: false`);
  M(`USDT 请转到 TRON 地址 T${fake(33, B58)}，不要转 ERC20。`);
  M(`交易ID：${hex(64)}，在 Tronscan 上显示成功。`);
  M(`公司规定密码每三个月更换一次，不能和前五次的密码重复。`);
  M(`パスワードは大文字と小文字を区別します。`);
  M(`请输入密码：`);
  M(`密码错误，请重试（剩余 3 次机会）`);
  M(`パスワード：（空欄のまま）`);
  M(`忘记了 WiFi 密码，路由器背面的标签上写的是默认密码吗？`);
  M(`spring:\n  datasource:\n    url: jdbc:mysql://\${MYSQL_HOST:localhost}:3306/app\n    username: \${MYSQL_USER}\n    password: \${MYSQL_PASSWORD}`);
  M(`本地连接用 mysql://root@localhost:3306/app 就行，没设密码。`);
  M(`Atlas の接続文字列は mongodb+srv://<username>:<password>@cluster0.mongodb.net/ の形式です。`);
  M(`接続URLの形式：postgres://ユーザー名:パスワード@ホスト:5432/DB名`);
  M(`RabbitMQ 默认账号是 amqp://guest:guest@localhost:5672/，生产环境一定要改。`);
  M(`# requirepass foobared\n# 取消上面这行注释并改成强密码`);
  M(`apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    certificate-authority-data: LS0t${fake(200, B64)}\n    server: https://10.0.0.1:6443\n  name: dev`);
  M(`version https://git-lfs.github.com/spec/v1\noid sha256:${hex(64)}\nsize 18234112`);
  M(`$ docker ps\nCONTAINER ID   IMAGE          STATUS\n${hex(12)}   nginx:1.27     Up 2 hours\n${hex(12)}   redis:7        Up 2 hours`);
  M(`JWT 由三部分组成：header.payload.signature，例如 xxxxx.yyyyy.zzzzz，用点号分隔。`);
  M(`订单号：${fake(19, "0123456789")}，请尽快发货。`);
  M(`支付宝交易号 2026112922001${fake(15, "0123456789")}，退款已原路返回。`);
  M(`用户的 openid 是 o${fake(27, ALNUM + "_-")}，unionid 还没拿到。`);
  M(`小程序 AppID：wx${hex(16)}，审核已经通过了。`);
  M(`飞书应用的 App ID 是 cli_${hex(16)}，权限申请还在审批中。`);
  M(`arn:aws:iam::${fake(12, "0123456789")}:role/deploy-role を引き受けられません。`);
  M(`hashlib.sha256(b"hello").hexdigest() の結果は ${hex(64)} になります。`);
  M(`トランザクションID：0x${hex(64)}（Etherscanで確認済み）`);
  M(`トークン：<ここにトークンを貼る>`);
  M(`APIキー：未設定`);
  M(`密钥：（见附件，已加密）`);
  M(`AccessKey Secret：请在 RAM 控制台查看，只显示一次。`);
  M(`Discord サーバーの招待リンク：https://discord.gg/${fake(8)}`);
  M(`教程视频：https://youtu.be/${fake(11, ALNUM + "_-")}`);
  M(`共有ドキュメント：https://docs.google.com/document/d/${fake(44, ALNUM + "_-")}/edit?usp=sharing`);
  M(`npm ERR! code EINTEGRITY\nnpm ERR! sha512-${fake(86, B64)}== integrity checksum failed when using sha512`);
  M(`我把保险箱的密码忘了，钥匙也找不到了，怎么办？`);
  M(`$ ssh-keygen -t ed25519 -C "taro@example.jp"\nYour public key has been saved in /home/taro/.ssh/id_ed25519.pub\nThe key fingerprint is:\nSHA256:${fake(43, B64)} taro@example.jp`);
  M(`${FW(1)}. install\n${FW(2)}. build\n${FW(3)}. test\n${FW(4)}. deploy`);
  M(`第1步：安装依赖\n第2步：复制 .env.example 为 .env\n第3步：填写你自己的 API 密钥\n第4步：npm run dev`);
  M(`$ env\nPATH=/usr/local/bin:/usr/bin\nHOME=/home/app\nLANG=zh_CN.UTF-8\nHOSTNAME=${hex(12)}\nNODE_ENV=production`);
  M(`$ cat .env.example\nOPENAI_API_KEY=\nDB_PASSWORD=\nSECRET_KEY=change-me`);
  M(`微信支付回调里的 nonce_str=${fake(32)}，sign=${hex(32).toUpperCase()}，验签通过了。`);
  M(`シードフレーズは紙に書いてオフラインで保管してください。スクショは絶対にNGです。`);
  M(`Authorization: Bearer 【ここにアクセストークン】`);

  // ---- found while fixing: Chinese-wordlist mnemonics (imToken, TokenPocket and others offer them) ----
  {
    const w = entropyToMnemonic(Uint8Array.from(bytes(16)), zhWords);
    Q(`我的中文助记词：${w}，导入 imToken 提示无效`, w.split(" ").slice(2, 6).join(" "));
  }
  {
    const w = entropyToMnemonic(Uint8Array.from(bytes(32)), twWords).split(" ");
    Q(`助記詞備份\n${w.map((x, i) => `${i + 1}. ${x}`).join("\n")}`, w[7]!);
  }
  {
    const w = entropyToMnemonic(Uint8Array.from(bytes(16)), zhWords).split(" ");
    Q(`助记词 ${w.join("，")}`, w.slice(3, 5).join("，"));
  }
  M(`助记词一般是 12 个或 24 个单词，中文助记词是 12 个汉字，比如“的 一 是 在”这样的格式。`);
  M(`助记词：不 要 发 给 任 何 人`);
  M(`生词本：春 夏 秋 冬 东 南 西 北 上 下 左 右`);
  // ---- found while fixing: headerless PKCS#8 keys (Alipay / WeChat Pay 应用私钥), WeCom corpsecret, EncodingAESKey ----
  {
    const b = fake(1500, B64);
    Q(`支付宝开放平台 应用私钥：MIIEvQIBADANBgkqhkiG9w0BAQEFAASC${b}\n签名一直验不过`, b.slice(300, 360), b.slice(1400));
  }
  {
    const c = fake(43, ALNUM + "_-");
    Q(`curl "https://qyapi.weixin.qq.com/cgi-bin/gettoken?corpid=ww${hex(16)}&corpsecret=${c}"`, c);
  }
  {
    const k = fake(43);
    Q(`公众号服务器配置\nURL: https://wx.acme.cn/callback\nEncodingAESKey: ${k}`, k);
  }
  M(`支付宝公钥：MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${fake(300, B64)}IDAQAB`);
  // ---- found while fixing: an env var named *_KEY with a random value ----
  {
    const k = fake(32);
    Q(`微信支付 v2 的配置：\nWECHAT_MCH_ID=1600012345\nWECHAT_MCH_KEY=${k}`, k);
  }
  M(`NEXT_PUBLIC_STRIPE_KEY=pk_live_${fake(99)}\nGPG_KEY=7169605F62C751356D054A26A821E680E5FA6305\nIDEMPOTENCY_KEY=${uuid()}`);
  // ---- found while fixing: a long opaque value is masked to its end, not its first 200 characters ----
  {
    const t = fake(420, ALNUM + "_-");
    Q(`LINE ログインの refresh_token：${t}`, t.slice(250, 300), t.slice(380));
  }
}


// ==== Blind section q3 blind (2026-11-29): tool results as agents see them (cat / kubectl / docker inspect /
// terraform / printenv / curl -v / CI logs / Jupyter / tracebacks), JSON-escaped and URL-encoded values,
// cookies, CRLF and PGP keys, pretty-printed service accounts, split keys, and the public or redacted
// look-alikes beside them (Firebase web config, Sentry DSN, Twilio SID, masked keys, lockfile hashes,
// canonical docs JWTs). English, 简体 and 日本語. Bodies are fake and assembled from parts.
const Q3_START = TEXTS.length;
/** Language of each q3 text, in push order (en / zh / ja), for the per-language first-pass score. */
const Q3_LANG: Array<"en" | "zh" | "ja"> = [];
reseed(31337);
{
  const LOW = "abcdefghijklmnopqrstuvwxyz";
  const b64 = (s: string) => Buffer.from(s).toString("base64");
  const pwd = (head: string) => head + fake(9) + "7";
  const lang = (l: "en" | "zh" | "ja") => { while (Q3_LANG.length < TEXTS.length - Q3_START) Q3_LANG.push(Q3_LANG.length ? Q3_LANG[Q3_LANG.length - 1]! : l); cur = l; };
  let cur: "en" | "zh" | "ja" = "en";
  const Y = (text: string, ...bodies: string[]) => { TEXTS.push({ text, secret: true, bodies }); Q3_LANG.push(cur); };
  const Z = (text: string) => { TEXTS.push({ text, secret: false }); Q3_LANG.push(cur); };
  const jwtCanon = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9" + "." + b64('{"sub":"1234567890","name":"John Doe","iat":1516239022}').replace(/=+$/, "");

  // ---------------- English, should block ----------------
  lang("en");
  {
    const pw = pwd("Tf"), t = fake(40, ALNUM + "_-");
    Y(`$ cat terraform.tfvars\nregion          = "eu-west-1"\ninstance_type   = "t3.medium"\ndb_password     = "${pw}"\ncloudflare_api_token = "${t}"`, pw, t);
  }
  {
    const pw = pwd("Yl");
    Y(`$ cat config/database.yml\nproduction:\n  <<: *default\n  database: shop_production\n  username: shop\n  password: ${pw}\n  host: shop-db.cluster-${fake(12, LOW)}.eu-west-1.rds.amazonaws.com`, pw);
  }
  {
    const s = fake(40, B64);
    Y(`$ docker inspect api-1\n[\n    {\n        "Config": {\n            "Env": [\n                "AWS_ACCESS_KEY_ID=AKIA${fake(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}",\n                "AWS_SECRET_ACCESS_KEY=${s}",\n                "PATH=/usr/local/bin:/usr/bin"\n            ],`, s);
  }
  {
    const t = githubToken();
    Y(`2026-11-29T09:14:02.118Z ##[group]Run curl -sf -H "Authorization: token ${t}" https://api.github.com/repos/acme/web/releases\n2026-11-29T09:14:02.503Z curl: (22) The requested URL returned error: 404\n##[error]Process completed with exit code 22.`, t.slice(4));
  }
  {
    const s = fake(43, ALNUM + "_-");
    Y(`$ curl -v -d "grant_type=client_credentials&client_id=web-app&client_secret=${s}" https://auth.acme.dev/oauth/token\n*   Trying 10.2.0.4:443...\n< HTTP/1.1 401 Unauthorized`, s);
  }
  {
    const pw = "Hq" + fake(8) + "%21%40" + fake(3);
    Y(`POST /login HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\nusername=ops%40acme.dev&password=${pw}&remember=1`, pw);
  }
  {
    const pw = pwd("Js");
    Y(`log line: {"level":"debug","msg":"outgoing request","body":"{\\"username\\":\\"svc-billing\\",\\"password\\":\\"${pw}\\"}"}`, pw);
  }
  {
    const s = fake(32, LOW + "0123456789");
    Y(`Request cookies from devtools:\nCookie: csrftoken=${fake(32)}; sessionid=${s}; django_language=en`, s);
  }
  {
    const p = pem("RSA PRIVATE KEY", 8).replace(/\n/g, "\r\n");
    Y(`copying the key from my windows box, ssh says invalid format:\r\n${p}\r\n`, p.split("\r\n")[3]!);
  }
  {
    const lines = Array.from({ length: 8 }, () => fake(64, B64));
    Y(`-----BEGIN PGP PRIVATE KEY BLOCK-----\nVersion: GnuPG v2\n\nlQdGBF${lines.join("\n")}\n=${fake(4, B64)}\n-----END PGP PRIVATE KEY BLOCK-----`, lines[4]!);
  }
  {
    const p = pem("PRIVATE KEY", 10, true);
    Y(`{\n  "type": "service_account",\n  "project_id": "acme-prod-${fake(6, LOW)}",\n  "private_key_id": "${hex(40)}",\n  "private_key": "${p}\\n",\n  "client_email": "deployer@acme-prod.iam.gserviceaccount.com",\n  "client_id": "1${fake(20, "0123456789")}"\n}`, p.split("\\n")[5]!);
  }
  {
    const t = hex(32);
    Y(`from twilio.rest import Client\nclient = Client("AC${hex(32)}", "${t}")\nclient.messages.create(to="+15551234567", from_="+15557654321", body="hi")`, t);
  }
  {
    const t = hex(64);
    Y(`SLACK_APP_TOKEN=${"xapp-"}1-A0${fake(9, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789")}-${fake(13, "0123456789")}-${t}`, t);
  }
  {
    const k = fake(86, B64);
    Y(`AccountEndpoint=https://acme-cosmos.documents.azure.com:443/;AccountKey=${k}==;`, k);
  }
  {
    const k = fake(48);
    Y(`In [3]: import os; os.environ["OPENAI_API_KEY"]\nOut[3]: '${"sk-"}${k}'`, k);
  }
  {
    const pw = pwd("Sa");
    Y(`sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "10.0.4.7", port 5432 failed: timeout expired\n\n[SQL: engine = create_engine('postgresql+psycopg2://analytics:${pw}@10.0.4.7:5432/warehouse')]`, pw);
  }
  {
    const a = fake(64, ALNUM + "_-"), b = fake(40, ALNUM + "_-");
    Y(`the key got wrapped when I copied it out of the terminal:\n${"sk-"}proj-${a}\nT3BlbkFJ${b}`, a);
  }
  {
    const t = "gho_" + fake(36);
    Y(`$ printf "protocol=https\\nhost=github.com\\n" | git credential fill\nprotocol=https\nhost=github.com\nusername=octo-dev\npassword=${t}`, t.slice(4));
  }
  {
    const pw = pwd("Pp");
    Y(`$ cat ~/.pgpass\ndb.internal:5432:app:app_user:${pw}\n*:*:*:replicator:${pwd("Rp")}`, pw);
  }
  {
    const t = uuid();
    Y(`$ cat ~/.netrc\nmachine api.heroku.com\n  login dev@acme.io\n  password ${t}\nmachine git.heroku.com\n  login dev@acme.io\n  password ${t}`, t);
  }
  {
    const k = hex(32), a = hex(40);
    Y(`datadog-agent.yaml:\napi_key: ${k}\napp_key: ${a}\nsite: datadoghq.eu`, k, a);
  }
  {
    const k = hex(32);
    Y(`mailchimp audience sync fails, key is ${k}-us21 and list id ${hex(10)}`, k);
  }
  {
    const t = "npm_" + fake(36);
    Y(`.yarnrc.yml\nnpmRegistryServer: "https://registry.npmjs.org"\nnpmAuthToken: "${t}"`, t.slice(4));
  }
  {
    const s = fake(43, B64);
    Y(`$ printenv | sort\nHOME=/home/runner\nHOSTNAME=runner-7\nNEXTAUTH_SECRET=${s}=\nNEXTAUTH_URL=https://app.acme.dev\nNODE_ENV=production`, s);
  }

  // ---------------- English, look-alikes ----------------
  Z(`$ aws configure list\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                <not set>             None    None\naccess_key     ****************Q7XZ shared-credentials-file\nsecret_key     ****************h2Kd shared-credentials-file\n    region                eu-west-1      config-file    ~/.aws/config`);
  Z(`const firebaseConfig = {\n  apiKey: "AIzaSy${fake(33, ALNUM + "_-")}",\n  authDomain: "acme-web.firebaseapp.com",\n  projectId: "acme-web",\n  storageBucket: "acme-web.appspot.com",\n  messagingSenderId: "${fake(12, "0123456789")}",\n  appId: "1:${fake(12, "0123456789")}:web:${hex(22)}"\n};`);
  Z(`Sentry.init({ dsn: "https://${hex(32)}@o${fake(6, "0123456789")}.ingest.sentry.io/${fake(7, "0123456789")}", tracesSampleRate: 0.2 });`);
  Z(`TWILIO_ACCOUNT_SID=AC${hex(32)}\nTWILIO_PHONE_NUMBER=+15557654321`);
  Z(`Your current key sk-proj-…****${fake(4)} was last used 3 days ago. Rotate it from the dashboard if it leaked.`);
  Z(`$ kubectl describe secret db-cred\nName:         db-cred\nNamespace:    prod\nType:  Opaque\n\nData\n====\npassword:  16 bytes\nusername:  4 bytes`);
  Z(`Cargo.lock\n[[package]]\nname = "serde"\nversion = "1.0.215"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${hex(64)}"`);
  Z(`poetry.lock:\nfiles = [\n    {file = "requests-2.32.3-py3-none-any.whl", hash = "sha256:${hex(64)}"},\n    {file = "requests-2.32.3.tar.gz", hash = "sha256:${hex(64)}"},\n]`);
  Z(`Run actions/checkout@v4\nSyncing repository: acme/web\nFetching the repository\n  /usr/bin/git -c protocol.version=2 fetch --no-tags --prune origin +${hex(40)}:refs/remotes/origin/main\nHEAD is now at ${hex(7)} Merge pull request #4821 from acme/fix-login`);
  Z(`The jwt.io example token is ${jwtCanon}.${fake(43, ALNUM + "_-")} — paste it in the debugger to see the header and payload.`);
  Z(`{"jsonrpc":"2.0","id":1,"result":{"transactionHash":"0x${hex(64)}","blockHash":"0x${hex(64)}","blockNumber":"0x13a5f2c","status":"0x1","gasUsed":"0x5208"}}`);
  Z(`@font-face { font-family: "Inter"; src: url(data:font/woff2;base64,d09GMgABAAAA${fake(360, B64)}) format("woff2"); }`);
  Z(`NEXT_PUBLIC_SUPABASE_URL=https://${fake(20, LOW)}.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${b64('{"iss":"supabase","role":"anon","iat":1700000000,"exp":2015000000}').replace(/=+$/, "")}.${fake(43, ALNUM + "_-")}`);
  Z(`> GET /v1/models HTTP/2\n> Host: api.openai.com\n> authorization: Bearer [REDACTED]\n> user-agent: curl/8.5.0\n< HTTP/2 200`);
  Z(`variable "db_password" {\n  description = "Password for the RDS master user"\n  type        = string\n  sensitive   = true\n}`);
  Z(`$ printenv | head\nSHELL=/bin/bash\nSSH_AUTH_SOCK=/tmp/ssh-${fake(12)}/agent.1234\nGPG_TTY=/dev/pts/0\nHISTCONTROL=ignoredups\nSESSION_MANAGER=local/dev:@/tmp/.ICE-unix/2211\nXDG_SESSION_ID=${fake(3, "0123456789")}`);
  Z(`known_hosts:\ngithub.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${fake(43, B64)}\ngitlab.com ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB${fake(87, B64)}=`);
  Z(`OAuth client ID: ${fake(12, "0123456789")}-${fake(32, LOW + "0123456789")}.apps.googleusercontent.com (this one is public, it goes in the frontend)`);
  Z(`psycopg2.OperationalError: connection to server at "db" (172.18.0.2), port 5432 failed: FATAL:  password authentication failed for user "app"`);
  Z(`$ npm token list\n┌────────┬─────────────────┬────────────┬──────────┐\n│ id     │ token           │ created    │ readonly │\n├────────┼─────────────────┼────────────┼──────────┤\n│ ${hex(6)} │ npm_${fake(3)}…        │ 2026-10-01 │ no       │\n└────────┴─────────────────┴────────────┴──────────┘`);
  Z(`-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmQINBF${fake(64, B64)}\n${fake(64, B64)}\n${fake(64, B64)}\n=${fake(4, B64)}\n-----END PGP PUBLIC KEY BLOCK-----`);
  Z(`APPLICATIONINSIGHTS_CONNECTION_STRING=InstrumentationKey=${uuid()};IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/`);

  // ---------------- Chinese, should block ----------------
  lang("zh");
  {
    const t = fake(40);
    Y(`Token 如下\n${t}\n帮我调一下用户列表接口`, t);
  }
  {
    const pw = pwd("Bt");
    Y(`宝塔面板装好了，输出如下：\n==================================================================\n外网面板地址: https://1.2.3.4:${fake(5, "123456789")}/${fake(8, LOW)}\n内网面板地址: https://172.16.0.3:${fake(5, "123456789")}/${fake(8, LOW)}\nusername: ${fake(8, LOW)}\npassword: ${pw}\n==================================================================`, pw);
  }
  {
    const s = fake(32, LOW + "0123456789") + "%2C" + fake(10, "0123456789") + "%2C" + fake(5, LOW) + "%2A" + fake(30);
    Y(`B站爬虫用的 cookie：SESSDATA=${s}; bili_jct=${hex(32)}; DedeUserID=${fake(9, "0123456789")}`, s);
  }
  {
    const s = pwd("Ap");
    Y(`日志里打出来了：{"event":"init","config":"{\\"appId\\":\\"wx${hex(16)}\\",\\"appSecret\\":\\"${s}\\"}"}`, s);
  }
  {
    const s = hex(24);
    Y(`极光推送配置\nJPUSH_APP_KEY=${hex(24)}\nJPUSH_MASTER_SECRET=${s}`, s);
  }
  {
    const pw = pwd("Nc");
    Y(`bootstrap.properties:\nspring.cloud.nacos.config.server-addr=10.0.0.11:8848\nspring.cloud.nacos.config.username=nacos\nspring.cloud.nacos.config.password=${pw}`, pw);
  }
  {
    const s = fake(40);
    Y(`mc alias set myminio http://10.0.0.20:9000 minioadmin ${s}\n执行后报 Access Denied，帮我看看`, s);
  }
  {
    const pw = pwd("Hm");
    Y(`helm 的 values.yaml：\nauth:\n  rootPassword: "${pw}"\n  database: app\nprimary:\n  persistence:\n    size: 20Gi`, pw);
  }
  {
    const a = fake(20), b = fake(28);
    Y(`密钥太长我分两行发：\n${"sk-"}${a}\n${b}`, a);
  }
  {
    const pw = "Ww" + fake(6) + "%40" + fake(4);
    Y(`连接串里密码有 @ 所以做了转义：mysql+pymysql://report:${pw}@10.0.2.9:3306/bi，还是连不上`, pw);
  }
  {
    const p = pem("EC PRIVATE KEY", 3).replace(/\n/g, "\r\n");
    Y(`从 Windows 上复制的证书私钥（nginx 说 PEM_read_bio 失败）：\r\n${p}`, p.split("\r\n")[2]!);
  }
  {
    const s = fake(32);
    Y(`$ kubectl get secret wechat-pay -o jsonpath='{.data}'\n{"apiv3-key":"${b64(s)}","mchid":"${b64("1600012345")}"}`, b64(s));
  }
  {
    const k = fake(48);
    Y(`Jupyter 里跑出来的：\nOut[7]: {'base_url': 'https://api.siliconflow.cn/v1', 'api_key': '${"sk-"}${k}', 'model': 'Qwen/Qwen2.5-7B-Instruct'}`, k);
  }
  {
    const pw = pwd("Tr");
    Y(`Traceback (most recent call last):\n  File "etl.py", line 8, in <module>\n    conn = pymysql.connect(host="10.0.0.5", user="etl", password="${pw}", db="dw")\npymysql.err.OperationalError: (2003, "Can't connect to MySQL server on '10.0.0.5' (timed out)")`, pw);
  }
  {
    const t = githubToken();
    Y(`GitHub Actions 日志里 token 没被打码：\nRun git push https://x-access-token:${t}@github.com/acme/site.git HEAD:gh-pages\nremote: Permission denied`, t.slice(4));
  }

  // ---------------- Chinese, look-alikes ----------------
  Z(`pymysql.err.OperationalError: (1045, "Access denied for user 'root'@'172.17.0.1' (using password: YES)")`);
  Z(`Token 如下\n<已删除，请到控制台查看>`);
  Z(`控制台显示的 key 是 sk-****${fake(4)}，只显示后四位，完整的创建时才显示一次。`);
  Z(`高德地图 JS API 引入：<script src="https://webapi.amap.com/maps?v=2.0&key=${hex(32)}"></script>，Web 端 key 本来就是公开的，安全密钥放在代理服务器上。`);
  Z(`密码的 MD5 值：${hex(32)}，数据库里存的是这个，不是明文。`);
  Z(`Windows 激活码格式：XXXXX-XXXXX-XXXXX-XXXXX-XXXXX，我这台是 OEM 激活的。`);
  Z(`优惠码：NEWUSER${fake(4, "0123456789")}，满 100 减 20，有效期到月底。`);
  Z(`$ aws configure list\n      Name                    Value             Type    Location\naccess_key     ****************${fake(4, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")} shared-credentials-file\nsecret_key     ****************${fake(4)} shared-credentials-file\n这两行是打码的，为什么还是 403？`);
  Z(`package-lock.json 里的 "resolved": "https://registry.npmmirror.com/lodash/-/lodash-4.17.21.tgz", "integrity": "sha512-${fake(86, B64)}==" 每次 install 都变。`);
  Z(`JWT 例子（jwt.io 上的）：${jwtCanon}.${fake(43, ALNUM + "_-")}，payload 解出来是 John Doe。`);
  Z(`链上记录：{"hash":"0x${hex(64)}","from":"0x${hex(40)}","to":"0x${hex(40)}","value":"1000000000000000000"}`);
  Z(`$ docker inspect web --format '{{json .Config.Env}}'\n["PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin","NODE_VERSION=20.18.0","YARN_VERSION=1.22.22","TZ=Asia/Shanghai"]`);
  Z(`$ kubectl get secret -n prod\nNAME                  TYPE                             DATA   AGE\ndb-cred               Opaque                           2      41d\ndefault-token-${fake(5, LOW + "0123456789")}   kubernetes.io/service-account-token   3      210d`);
  Z(`Sentry 的 DSN 是 https://${hex(32)}@sentry.acme.cn/3 ，前端用的，本来就是公开的。`);
  Z(`快递单号 SF${fake(13, "0123456789")}，预计明天送达。`);

  // ---------------- Japanese, should block ----------------
  lang("ja");
  {
    const t = fake(43);
    Y(`「アクセストークン：${t}」これで LINE Notify に送れますか？`, t);
  }
  {
    const t = fake(40);
    Y(`トークンは次の通りです。\n\n${t}\n\nよろしくお願いします。`, t);
  }
  {
    const c = b64("admin@acme.co.jp:" + pwd("Kn"));
    Y(`kintone の REST API を叩いています\ncurl -H "X-Cybozu-Authorization: ${c}" https://acme.cybozu.com/k/v1/records.json?app=12`, c);
  }
  {
    const s = fake(43, B64);
    Y(`.env.production を共有します\nNEXTAUTH_URL=https://app.acme.jp\nNEXTAUTH_SECRET=${s}=\nDATABASE_URL=postgresql://app:${"Pg" + fake(10)}@db.acme.jp:5432/app`, s);
  }
  {
    const p = pem("PRIVATE KEY", 10, true);
    Y(`Firebase Admin SDK のサービスアカウントです。\n{\n  "type": "service_account",\n  "project_id": "acme-jp",\n  "private_key": "${p}\\n",\n  "client_email": "firebase-adminsdk-x1y2z@acme-jp.iam.gserviceaccount.com"\n}`, p.split("\\n")[6]!);
  }
  {
    const k = fake(60);
    Y(`Backlog の API を呼ぶ URL：https://acme.backlog.jp/api/v2/issues?apiKey=${k}&projectId[]=1234`, k);
  }
  {
    const pw = pwd("Ba");
    Y(`ステージング環境の Basic 認証\nID：staging\nPW：${pw}\nURL：https://stg.acme.jp/`, pw);
  }
  {
    const p = pem("OPENSSH PRIVATE KEY", 6).replace(/\n/g, "\r\n");
    Y(`Windows の秘密鍵をそのまま貼ります（改行コード CRLF）\r\n${p}`, p.split("\r\n")[3]!);
  }
  {
    const k = fake(48);
    Y(`Jupyter の出力です\nOut[2]: Settings(openai_api_key='${"sk-"}${k}', model='gpt-4o-mini')`, k);
  }
  {
    const a = fake(30), b = fake(26);
    Y(`APIキーが長いので2行に分けました：\n${"sk-"}${a}\n${b}`, a);
  }
  {
    const s = hex(32);
    Y(`PayPay for Developers の設定\nAPI_KEY=a_${fake(10)}_${fake(4)}\nAPI_SECRET=${s}\nMERCHANT_ID=${fake(18, "0123456789")}`, s);
  }
  {
    const pw = "Ur" + fake(8) + "%23" + fake(3);
    Y(`URLエンコードしたパスワードで接続しています：amqps://worker:${pw}@mq.acme.jp:5671/prod`, pw);
  }
  {
    const t = fake(43, ALNUM + "_-");
    Y(`Chatwork の Webhook トークン【${t}】を .env に入れれば動きますか？`, t);
  }
  {
    const s = fake(40, B64);
    Y(`$ aws configure\nAWS Access Key ID [None]: AKIA${fake(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}\nAWS Secret Access Key [None]: ${s}\nDefault region name [None]: ap-northeast-1`, s);
  }
  {
    const w = seedWords(12);
    Y(`ウォレットの復元フレーズ（メモ帳からコピー）\r\n${w.join(" ")}\r\n残高が表示されません`, w.slice(2, 5).join(" "));
  }

  // ---------------- Japanese, look-alikes ----------------
  Z(`Firebase の設定です（Web 用なので公開されても大丈夫なはず）\nconst firebaseConfig = {\n  apiKey: "AIzaSy${fake(33, ALNUM + "_-")}",\n  authDomain: "acme-jp.firebaseapp.com",\n  projectId: "acme-jp",\n  appId: "1:${fake(12, "0123456789")}:web:${hex(22)}"\n};`);
  Z(`「アクセストークン：（マスク済み）sk-****${fake(4)}」と表示されています。`);
  Z(`$ kubectl describe secret api-keys\nName:         api-keys\nType:  Opaque\n\nData\n====\napi-key:  40 bytes\nwebhook-secret:  32 bytes`);
  Z(`Twilio のアカウントSID：AC${hex(32)}（認証トークンは別途お渡しします）`);
  Z(`Sentry の DSN は https://${hex(32)}@o${fake(6, "0123456789")}.ingest.us.sentry.io/${fake(7, "0123456789")} です。フロントに埋め込む用です。`);
  Z(`$ git rev-parse HEAD\n${hex(40)}\n$ git describe --tags\nv2.4.1-3-g${hex(7)}`);
  Z(`JWT の例（jwt.io より）：${jwtCanon}.${fake(43, ALNUM + "_-")}`);
  Z(`Authorization: Bearer {アクセストークン} をヘッダーに付けてください。`);
  Z(`APIキーの例：AIzaSyXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX（実際のキーに置き換えてください）`);
  Z(`トランザクションレシート：{"transactionHash":"0x${hex(64)}","status":"0x1","logs":[{"topics":["0x${hex(64)}"]}]}`);
  Z(`yarn.lock\n"react@^18.3.1":\n  version "18.3.1"\n  resolved "https://registry.yarnpkg.com/react/-/react-18.3.1.tgz#${hex(40)}"\n  integrity sha512-${fake(86, B64)}==`);
  Z(`クーポンコード：WINTER${fake(6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789")}（12月31日まで有効）`);
  Z(`npm audit の結果：\n# npm audit report\n\nsemver  <7.5.2\nSeverity: moderate\nfix available via \`npm audit fix\``);
  Z(`郵便番号 150-0002、電話番号 03-${fake(4, "0123456789")}-${fake(4, "0123456789")} までご連絡ください。`);
  Z(`パスワードハッシュ（bcrypt）：$2b$12$${fake(53, ALNUM + "./")}\nDB にはこの形式で保存されています。`);
}
