import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator.RuleContext;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.v1.File;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.protobuf.util.JsonFormat;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Map.Entry;
import java.util.regex.Pattern;

/**
 * A Cloud Storage rules runtime for the Firebase emulators, built on the rules engine that Google's Cloud SDK ships in
 * its Firestore emulator. It speaks firebase-tools' runtime protocol: one JSON request per line on stdin, one JSON
 * answer per line on stdout, echoing the request's id. `load_ruleset` compiles the rules (errors are reported as
 * firebase-tools expects them); `verify` evaluates one request against a loaded ruleset. A rule that fails to
 * evaluate (e.g. a null value) denies, as in production. Rules that read Firestore (`firestore.get()`/`exists()`)
 * are not supported: they deny.
 */
public final class StorageRulesRuntime {
  private static final Pattern RULES_VERSION_2 =
      Pattern.compile("^\\s*rules_version\\s*=\\s*['\"]2['\"]", Pattern.MULTILINE);

  private final Map<String, DefaultEvaluator> rulesets = new HashMap<>();
  private final PrintStream out;

  private StorageRulesRuntime(PrintStream out) {
    this.out = out;
  }

  public static void main(String[] args) throws Exception {
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    StorageRulesRuntime runtime = new StorageRulesRuntime(out);
    // firebase-tools waits for this line before it sends anything.
    out.println("{\"id\":-1,\"status\":\"ok\",\"errors\":[],\"warnings\":[]}");
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      if (!line.isBlank()) out.println(runtime.answer(line));
    }
  }

  String answer(String line) {
    JsonObject request = JsonParser.parseString(line).getAsJsonObject();
    JsonObject reply = new JsonObject();
    reply.add("id", request.get("id"));
    reply.add("errors", new JsonArray());
    reply.add("warnings", new JsonArray());
    reply.addProperty("status", "ok");
    try {
      String action = request.get("action").getAsString();
      JsonObject context = request.getAsJsonObject("context");
      if (action.equals("load_ruleset")) loadRuleset(context, reply);
      else if (action.equals("verify")) verify(context, reply);
      else throw new IllegalArgumentException("Unknown action " + action);
    } catch (Exception e) {
      reply.getAsJsonArray("errors").add(String.valueOf(e.getMessage()));
    }
    return reply.toString();
  }

  private void loadRuleset(JsonObject context, JsonObject reply) {
    Source.Builder source = Source.newBuilder();
    String text = "";
    for (JsonElement file : context.getAsJsonObject("source").getAsJsonArray("files")) {
      JsonObject f = file.getAsJsonObject();
      text = f.get("content").getAsString();
      source.addFiles(File.newBuilder().setName(f.get("name").getAsString()).setContent(text));
    }
    CompileResult compiled = FirebaseRulesProtoCompiler.createStandalone().compile(source.build());
    for (Issue issue : compiled.getIssues()) {
      String message =
          String.format(
              "%s:%d:%d - %s",
              issue.getSourcePosition().getFileName(),
              issue.getSourcePosition().getLine(),
              issue.getSourcePosition().getColumn(),
              issue.getDescription());
      String kind = issue.getSeverity() == Issue.Severity.ERROR ? "errors" : "warnings";
      reply.getAsJsonArray(kind).add(message);
    }
    if (compiled.hasCompilationError()) return;
    rulesets.put(context.get("rulesetName").getAsString(), new DefaultEvaluator(compiled.getRulesetAst()));
    JsonObject result = new JsonObject();
    result.addProperty("rulesVersion", RULES_VERSION_2.matcher(text).find() ? 2 : 1);
    reply.add("result", result);
  }

  private void verify(JsonObject context, JsonObject reply) throws Exception {
    DefaultEvaluator evaluator = rulesets.get(context.get("rulesetName").getAsString());
    if (evaluator == null) throw new IllegalStateException("No ruleset " + context.get("rulesetName"));
    RuleContext.Builder rule =
        RuleContext.builder()
            .service(context.get("service").getAsString())
            .method(context.get("method").getAsString())
            .path(context.get("path").getAsString());
    for (Entry<String, JsonElement> variable : context.getAsJsonObject("variables").entrySet()) {
      ExpressionValue.Builder value = ExpressionValue.newBuilder();
      JsonFormat.parser().merge(variable.getValue().toString(), value);
      rule.supplyVariable(variable.getKey(), value.build());
    }
    boolean permit;
    try {
      permit = evaluator.evaluate(rule.build()).get().permit();
    } catch (Exception e) {
      // An evaluation error denies, as it does in production.
      permit = false;
      reply.getAsJsonArray("warnings").add(String.valueOf(e.getMessage()));
    }
    JsonObject result = new JsonObject();
    result.addProperty("permit", permit);
    reply.add("result", result);
  }
}
