import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A fail-closed stand-in for the Cloud Storage rules runtime that firebase-tools downloads, for machines that
 * cannot download it. It speaks the runtime's JSON-lines protocol on stdin/stdout, accepts every ruleset
 * without compiling it and denies every rules-checked request. Download-token URLs and firebase-admin calls do not
 * consult rules, so the product works; Storage rules themselves are not evaluated.
 */
public final class StorageRulesStandIn {
  // firebase-tools serialises the request id as the last key of each request.
  private static final Pattern ID = Pattern.compile("\"id\":(-?\\d+)\\}\\s*$");
  private static final Pattern ACTION = Pattern.compile("^\\{\"action\":\"([a-z_]+)\"");
  private static final Pattern RULES_V2 = Pattern.compile("rules_version\\s*=\\s*\\\\?['\"]2");

  public static void main(String[] args) throws Exception {
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    out.println("{\"id\":-1,\"status\":\"ok\",\"errors\":[],\"warnings\":[]}");
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line;
    while ((line = in.readLine()) != null) {
      Matcher id = ID.matcher(line);
      if (!id.find()) {
        continue;
      }
      Matcher action = ACTION.matcher(line);
      String name = action.find() ? action.group(1) : "";
      String result;
      if (name.equals("load_ruleset")) {
        int version = RULES_V2.matcher(line).find() ? 2 : 1;
        result = "{\"rulesVersion\":" + version + "}";
      } else {
        result = "{\"permit\":false}";
      }
      out.println("{\"id\":" + id.group(1) + ",\"status\":\"ok\",\"errors\":[],\"warnings\":[],\"result\":" + result + "}");
    }
  }
}
